// weight: 120
// api: withAnimation
// form: withAnimation { }
import SwiftUI

struct ProbeWithAnimation463: View {
    @State private var isOn = false
    var body: some View {
        Button("Toggle") {
            withAnimation { isOn.toggle() }
            withAnimation(.spring()) { isOn.toggle() }
            withAnimation(.easeInOut(duration: 0.3)) { isOn = false }
        }
    }
}
