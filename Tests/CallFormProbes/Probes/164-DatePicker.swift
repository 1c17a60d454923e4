// weight: 30
// api: DatePicker
// form: DatePicker(_:selection:displayedComponents:)
import SwiftUI

struct Probe164: View {
  @State private var date = Date()
  @State private var selection = 0

  var body: some View {
    DatePicker("Due", selection: $date, displayedComponents: .date)
  }
}
