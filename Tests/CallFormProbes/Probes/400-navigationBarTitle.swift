// weight: 23
// api: navigationBarTitle
// form: .navigationBarTitle(_:displayMode:)
import SwiftUI

struct Probe400: View {
  var body: some View {
    Text("A").navigationBarTitle("Title", displayMode: .inline)
  }
}
