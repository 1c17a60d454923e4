// weight: 14
// api: navigationDestination
// form: .navigationDestination(isPresented:)
import SwiftUI

struct Probe364: View {
  @State private var isPresented = false

  var body: some View {
    NavigationStack {
      Text("A").navigationDestination(isPresented: $isPresented) {
        Text("Pushed")
      }
    }
  }
}
