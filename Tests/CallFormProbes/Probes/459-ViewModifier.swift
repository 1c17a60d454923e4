// weight: 60
// api: ViewModifier
// form: ViewModifier with @State/@Environment
import SwiftUI

struct ProbeShake459: ViewModifier {
    @State private var phase = 0.0
    @Environment(\.colorScheme) private var colorScheme
    var amount: CGFloat = 4
    func body(content: Content) -> some View {
        content
            .offset(x: sin(phase) * amount)
            .foregroundColor(colorScheme == .dark ? .white : .black)
            .onAppear { phase = 1 }
    }
}
