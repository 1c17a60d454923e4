// weight: 229
// api: List
// form: List { }
import SwiftUI

struct Probe109: View {
  var body: some View {
    List {
      Text("One")
      Text("Two")
    }
  }
}
