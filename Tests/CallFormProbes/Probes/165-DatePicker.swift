// weight: 15
// api: DatePicker
// form: DatePicker(_:selection:in:)
import SwiftUI

struct Probe165: View {
  @State private var date = Date()
  @State private var selection = 0

  var body: some View {
    DatePicker("Start", selection: $date, in: Date()...)
      .datePickerStyle(.compact)
  }
}
