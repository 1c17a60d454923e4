import SwiftUI

struct ProfileView: View {
    @StateObject private var model: ProfileModel

    init(userID: String) {
        _model = StateObject(wrappedValue: ProfileModel(userID: userID))
    }

    var body: some View {
        Form {
            TextField("Name", text: $model.displayName)
            TextField("Bio", text: $model.bio)
        }
        .sheet(isPresented: .constant(false)) {
            ProfileEditor(model: model)
        }
    }
}

struct ProfileEditor: View {
    @ObservedObject var model: ProfileModel

    init(model: ProfileModel) {
        _model = ObservedObject(wrappedValue: model)
    }

    var body: some View {
        Text(model.displayName)
    }
}
