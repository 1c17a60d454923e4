import SwiftUI
import LookoutSwiftUI

@main
struct ShopApp: App {
    @TrackedState private var session = UserSession()
    @TrackedState private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            RootView()
                .trackedEnvironment(session)
                .trackedEnvironment(settings)
        }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            CartView()
            FeedView(source: .home)
            ProfileView(userID: "me")
        }
    }
}
