import SwiftUI
import LookoutSwiftUI

struct ProfileView: View {
    @TrackedState private var model: ProfileModel
    @State private var isEditing = false

    init(userID: String) {
        _model = TrackedState(wrappedValue: ProfileModel(userID: userID))
    }

    var body: some View {
        WithTracking {
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
}

struct ProfileEditor: View {
    let model: ProfileModel
    @Environment(\.dismiss) private var dismiss

    init(model: ProfileModel) {
        self.model = model
    }

    var body: some View {
        WithTracking {
            Text(model.displayName)
            Button("Done") { dismiss() }
        }
    }
}
