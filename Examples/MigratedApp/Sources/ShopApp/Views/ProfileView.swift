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
    @State private var isEditing = false

    var body: some View {
        Form {
            TextField("Name", text: $model.displayName)
            TextField("Bio", text: $model.bio)
            Button("Edit profile") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            ProfileEditor(model: model)
        }
    }
}

struct ProfileEditor: View {
    let model: ProfileModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text(model.displayName)
        Button("Done") { dismiss() }
    }
}
