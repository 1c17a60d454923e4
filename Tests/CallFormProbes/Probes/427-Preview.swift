// weight: 30
// api: Preview
// form: #Preview { several statements, builder }
import SwiftUI

#Preview {
    let model = ProbeModel()
    NavigationStack {
        ProbeGreeting(name: model.name)
    }
    .environment(model)
}
