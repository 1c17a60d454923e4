// weight: 52
// api: alert
// form: .alert(item:) { Alert(...) }
import SwiftUI

struct Probe292: View {
  @State private var model = ProbeModel()

  var body: some View {
    Text("A").alert(item: $model.editing) { item in
      Alert(title: Text(item.title), message: Text("Details"), dismissButton: .default(Text("OK")))
    }
  }
}
