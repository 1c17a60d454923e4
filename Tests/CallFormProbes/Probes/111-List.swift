// weight: 22
// api: List
// form: List(_:id:)
import SwiftUI

struct Probe111: View {
  let names = ["Ada", "Grace"]

  var body: some View {
    List(names, id: \.self) { name in
      Text(name)
    }
  }
}
