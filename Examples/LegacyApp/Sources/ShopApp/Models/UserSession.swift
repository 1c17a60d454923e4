import Foundation

struct User: Equatable {
    var name: String
}

final class UserSession {
    @Published var currentUser: User?
    @Published var isAuthenticated = false
    var token: String?

    func signIn(as name: String) {
        objectWillChange.send()
        token = UUID().uuidString
        currentUser = User(name: name)
        isAuthenticated = true
    }
}

extension UserSession: ObservableObject {}
