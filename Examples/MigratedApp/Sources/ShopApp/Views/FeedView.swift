import SwiftUI

/// Creates its model for the current source, and starts the loading from `.task`.
struct FeedView: View {
    let source: FeedSource
    @State private var model: FeedViewModel?

    var body: some View {
        Group {
            if let model {
                FeedList(model: model)
            } else {
                ProgressView()
            }
        }
        .task(id: source) {
            let model = FeedViewModel(source: source)
            self.model = model
            await model.refresh()
        }
    }
}

struct FeedList: View {
    let model: FeedViewModel

    var body: some View {
        List(model.posts, id: \.self) { post in
            Text(post)
        }
        .overlay {
            if model.isRefreshing { ProgressView() }
        }
    }
}
