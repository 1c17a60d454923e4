// weight: 168
// api: FocusState
// form: @FocusState
import SwiftUI

struct ProbeFocus448: View {
    enum Field: Hashable { case name, email }
    @FocusState private var focused: Field?
    @FocusState private var isSearching: Bool
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .onSubmit { focused = .email }
            TextField("Search", text: $name).focused($isSearching)
            Button("Done") { focused = nil; isSearching = false }
        }
    }
}
