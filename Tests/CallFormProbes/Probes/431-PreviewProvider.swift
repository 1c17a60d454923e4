// weight: 197
// api: PreviewProvider
// form: struct: PreviewProvider
import SwiftUI

struct ProbeGreeting_Previews431: PreviewProvider {
    static var previews: some View {
        ProbeGreeting(name: "Ada")
            .previewDisplayName("Greeting")
        ProbeGreeting(name: "Grace")
            .previewLayout(.sizeThatFits)
    }
}
