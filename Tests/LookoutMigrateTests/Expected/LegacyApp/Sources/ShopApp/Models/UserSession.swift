import Foundation

struct User: Equatable {
    var name: String
}

@Observable
final class UserSession {
    var currentUser: User?
    var isAuthenticated = false
    var token: String?

    func signIn(as name: String) {
        token = UUID().uuidString
        currentUser = User(name: name)
        isAuthenticated = true
    }
}
