import SwiftUI

@main
struct ShopApp: App {
    @StateObject private var session = UserSession()
    @StateObject private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(session)
                .environmentObject(settings)
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
