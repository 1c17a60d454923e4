// weight: 30
// api: Binding
// form: Binding init in #Preview / .constant
import SwiftUI

struct ProbeBindingConstant438: View {
    var body: some View {
        ProbeToggleRow(isOn: .constant(true))
    }
}
struct ProbeToggleRow: View {
    @Binding var isOn: Bool
    var body: some View { Toggle("Row", isOn: $isOn) }
}
