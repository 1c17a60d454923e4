// weight: 38
// api: ButtonStyle
// form: struct: ButtonStyle { makeBody }
import SwiftUI

struct ProbeButtonStyle456: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(configuration.isPressed ? Color.gray : Color.blue)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}
