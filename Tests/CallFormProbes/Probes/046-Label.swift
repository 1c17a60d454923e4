// weight: 11
// api: Label
// form: Label(title:icon:)
import SwiftUI

struct Probe046: View {
  var body: some View {
    Label(title: { Text("Title") }, icon: { Image(systemName: "star") })
  }
}
