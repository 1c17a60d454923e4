// weight: 692
// api: Preview
// form: #Preview { }
import SwiftUI

#Preview {
    ProbeGreeting(name: "Ada")
}
