// weight: 40
// api: Preview
// form: #Preview { let model; return View }
import SwiftUI

#Preview {
    let model = ProbeModel()
    model.name = "Preview"
    return ProbeGreeting(name: model.name)
}
