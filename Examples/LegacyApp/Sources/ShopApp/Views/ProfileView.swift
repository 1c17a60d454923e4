import SwiftUI

struct ProfileView: View {
    @StateObject private var model: ProfileModel
    @State private var isEditing = false

    init(userID: String) {
        _model = StateObject(wrappedValue: ProfileModel(userID: userID))
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
    @ObservedObject var model: ProfileModel
    @Environment(\.dismiss) private var dismiss

    init(model: ProfileModel) {
        _model = ObservedObject(wrappedValue: model)
    }

    var body: some View {
        Text(model.displayName)
        Button("Done") { dismiss() }
    }
}
