import SwiftUI

@main
struct ShopApp: App {
    @State private var session = UserSession()
    @State private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(session)
                .environment(settings)
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
