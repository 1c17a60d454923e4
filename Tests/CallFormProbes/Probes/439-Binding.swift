// weight: 20
// api: Binding
// form: Binding(_ optional) / binding.map
import SwiftUI

struct ProbeOptionalBinding439: View {
    @State private var name: String? = "Ada"
    var body: some View {
        if let binding = Binding($name) {
            TextField("Name", text: binding)
        }
    }
}
