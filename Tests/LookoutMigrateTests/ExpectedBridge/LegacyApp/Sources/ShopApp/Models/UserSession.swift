import Foundation
import Lookout

struct User: Equatable {
    var name: String
}

@Tracked
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
