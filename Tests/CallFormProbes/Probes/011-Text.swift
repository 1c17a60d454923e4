// weight: 20
// api: Text
// form: Text(_:style:)
import SwiftUI

struct Probe011: View {
  @State private var date = Date()

  var body: some View {
    Text(date, style: .relative)
  }
}
