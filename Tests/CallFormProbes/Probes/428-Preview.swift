// weight: 20
// api: Preview
// form: #Preview(traits:)
import SwiftUI

#Preview(traits: .sizeThatFitsLayout) {
    ProbeGreeting(name: "Ada")
}
