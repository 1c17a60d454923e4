// weight: 10
// api: SceneStorage
// form: @SceneStorage
import SwiftUI

struct ProbeSceneStorage447: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View { TextEditor(text: $draft) }
}
