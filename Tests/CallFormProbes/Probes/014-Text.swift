// weight: 10
// api: Text
// form: Text("\(date, style:)")
import SwiftUI

struct Probe014: View {
  @State private var date = Date()

  var body: some View {
    Text("Updated \(date, style: .time)")
  }
}
