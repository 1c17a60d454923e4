// weight: 30
// api: NavigationStack
// form: NavigationStack(path:)
import SwiftUI

struct Probe105: View {
  @State private var value = 0.5
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      List {
        NavigationLink("Detail", value: 1)
      }
      .navigationDestination(for: Int.self) { value in
        Text("Detail \(value)")
      }
    }
  }
}
