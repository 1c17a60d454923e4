import Lookout

@Tracked
final class ProfileModel: Identifiable {
    let id: String
    var displayName = ""
    var bio = ""

    init(userID: String) {
        id = userID
    }
}
