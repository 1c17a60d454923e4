import SwiftUI

struct ProfileView: View {
    @State private var model: ProfileModel

    init(userID: String) {
        _model = State(initialValue: ProfileModel(userID: userID))
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
    let model: ProfileModel

    init(model: ProfileModel) {
        self.model = model
    }

    var body: some View {
        Text(model.displayName)
    }
}
