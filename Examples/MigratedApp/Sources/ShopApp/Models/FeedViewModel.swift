import Foundation
import Observation

enum FeedSource {
    case home, search
}

@MainActor
@Observable
class FeedViewModel {
    var posts: [String] = []
    var isRefreshing = false
    let source: FeedSource

    /// Light: the view starts the work from `.task`.
    init(source: FeedSource) {
        self.source = source
    }

    func refresh() async {
        isRefreshing = true
        let data = (try? await URLSession.shared.data(from: URL(string: "https://example.com/feed")!))?.0 ?? Data()
        posts = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        isRefreshing = false
    }
}

@MainActor
@Observable
final class PagedFeedViewModel: FeedViewModel {
    var page = 1
}
