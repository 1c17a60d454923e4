// weight: 12
// api: ContentUnavailableView
// form: ContentUnavailableView { } description: { } actions: { }
import SwiftUI

struct Probe170: View {
  @State private var count = 0

  var body: some View {
    ContentUnavailableView {
      Label("No Mail", systemImage: "tray")
    } description: {
      Text("New mail appears here")
    } actions: {
      Button("Refresh") { count += 1 }
    }
  }
}
