import SwiftUI

struct ProfileView: View {
    let userID: String
    @State private var model: ProfileModel?

    var body: some View {
        Group {
            if let model {
                ProfileForm(model: model)
            }
        }
        .task(id: userID) {
            model = ProfileModel(userID: userID)
        }
    }
}

struct ProfileForm: View {
    @Bindable var model: ProfileModel

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
    let model: ProfileModel

    var body: some View {
        Text(model.displayName)
    }
}
