import Foundation
import Lookout

enum FeedSource {
    case home, search
}

@Tracked
class FeedViewModel {
    var posts: [String] = []
    var isRefreshing = false
    let source: FeedSource

    init(source: FeedSource) {
        self.source = source
        Task { await refresh() }
        _ = NotificationCenter.default.addObserver(
            forName: .init("FeedDidChange"), object: nil, queue: .main
        ) { _ in }
    }

    @MainActor
    func refresh() async {
        isRefreshing = true
        let data = (try? await URLSession.shared.data(from: URL(string: "https://example.com/feed")!))?.0 ?? Data()
        posts = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        isRefreshing = false
    }
}

@Tracked
final class PagedFeedViewModel: FeedViewModel {
    var page = 1
}
