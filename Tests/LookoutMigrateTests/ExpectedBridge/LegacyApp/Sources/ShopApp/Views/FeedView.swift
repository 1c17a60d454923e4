import SwiftUI
import LookoutSwiftUI

struct FeedView: View {
    @TrackedState private var model: FeedViewModel

    init(source: FeedSource) {
        _model = TrackedState(wrappedValue: FeedViewModel(source: source))
    }

    var body: some View {
        WithTracking {
            List(model.posts, id: \.self) { post in
                Text(post)
            }
            .overlay {
                if model.isRefreshing { ProgressView() }
            }
        }
    }
}
