import SwiftUI

struct FeedView: View {
    @State private var model: FeedViewModel

    init(source: FeedSource) {
        _model = State(initialValue: FeedViewModel(source: source))
    }

    var body: some View {
        List(model.posts, id: \.self) { post in
            Text(post)
        }
        .overlay {
            if model.isRefreshing { ProgressView() }
        }
    }
}
