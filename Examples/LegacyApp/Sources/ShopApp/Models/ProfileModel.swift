import Combine

final class ProfileModel: Combine.ObservableObject, Identifiable {
    let id: String
    @Published var displayName = ""
    @Published var bio = ""

    init(userID: String) {
        id = userID
    }
}
