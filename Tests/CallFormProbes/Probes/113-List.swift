// weight: 10
// api: List
// form: List($items) { $item }
import SwiftUI

struct Probe113: View {
  @State private var text = ""
  @State private var model = ProbeModel()

  var body: some View {
    List($model.items) { $item in
      TextField("Title", text: $item.title)
    }
  }
}
