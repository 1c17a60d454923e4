// weight: 102
// api: Binding
// form: Binding(get:set:)
import SwiftUI

struct ProbeBindingGetSet437: View {
    @State private var value = 0
    var body: some View {
        Toggle("Positive", isOn: Binding(
            get: { value > 0 },
            set: { value = $0 ? 1 : 0 }
        ))
    }
}
