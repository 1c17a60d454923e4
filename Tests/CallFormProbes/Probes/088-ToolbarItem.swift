// weight: 196
// api: ToolbarItem
// form: ToolbarItem(placement: .confirmationAction/.cancellationAction)
import SwiftUI

struct Probe088: View {
  @State private var isPresented = false

  var body: some View {
    NavigationStack {
      Form { Text("A") }
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { isPresented = false }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") { isPresented = false }
          }
        }
    }
  }
}
