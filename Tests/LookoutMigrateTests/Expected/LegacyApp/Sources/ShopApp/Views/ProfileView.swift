import SwiftUI

struct ProfileView: View {
    @State private var model: ProfileModel
    @State private var isEditing = false

    init(userID: String) {
        _model = State(initialValue: ProfileModel(userID: userID))
    }

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

    init(model: ProfileModel) {
        self.model = model
    }

    var body: some View {
        Text(model.displayName)
        Button("Done") { dismiss() }
    }
}
