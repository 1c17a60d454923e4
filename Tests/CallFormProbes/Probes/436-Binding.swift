// weight: 654
// api: Binding
// form: @Binding var
import SwiftUI

struct ProbeBindingChild436: View {
    @Binding var isOn: Bool
    @Binding var text: String
    var body: some View {
        Toggle(text, isOn: $isOn)
    }
}
struct ProbeBindingParent436: View {
    @State private var isOn = false
    var body: some View {
        ProbeBindingChild436(isOn: $isOn, text: .constant("Wi-Fi"))
    }
}
