// weight: 65
// api: sheet
// form: .sheet(item:) { item in }
import SwiftUI

struct Probe282: View {
  @State private var model = ProbeModel()

  var body: some View {
    Text("A").sheet(item: $model.editing) { item in
      Text(item.title)
    }
  }
}
