// weight: 12
// api: Preview
// form: #Preview(_:traits: .fixedLayout)
import SwiftUI

#Preview("Small", traits: .fixedLayout(width: 240, height: 300)) {
    ProbeGreeting(name: "Ada")
}
