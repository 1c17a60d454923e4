// weight: 60
// api: State
// form: State(initialValue:) in init
import SwiftUI

struct ProbeStateInit435: View {
    @State private var name: String
    init(name: String) {
        _name = State(initialValue: name)
    }
    var body: some View { TextField("Name", text: $name) }
}
