// weight: 40
// api: navigationDestination
// form: .navigationDestination(for:)
import SwiftUI

struct Probe363: View {
  var body: some View {
    NavigationStack {
      Text("A").navigationDestination(for: ProbeItem.self) { item in
        Text(item.title)
      }
    }
  }
}
