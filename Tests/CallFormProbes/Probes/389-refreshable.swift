// weight: 28
// api: refreshable
// form: .refreshable { }
import SwiftUI

struct Probe389: View {
  @State private var model = ProbeModel()

  var body: some View {
    List { Text("A") }.refreshable {
      await model.load()
    }
  }
}
