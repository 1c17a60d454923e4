// weight: 33
// api: Grid
// form: Grid { GridRow { } }
import SwiftUI

struct Probe144: View {
  @State private var count = 0
  @State private var model = ProbeModel()

  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
      GridRow {
        Text("Name")
        Text(model.name)
      }
      GridRow(alignment: .firstTextBaseline) {
        Text("Count")
        Text("\(count)").gridColumnAlignment(.trailing)
      }
    }
  }
}
