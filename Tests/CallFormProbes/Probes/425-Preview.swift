// weight: 163
// api: Preview
// form: #Preview(_: name) { }
import SwiftUI

#Preview("Dark mode") {
    ProbeGreeting(name: "Ada")
        .preferredColorScheme(.dark)
}
