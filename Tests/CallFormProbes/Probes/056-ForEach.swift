// weight: 402
// api: ForEach
// form: ForEach(_:id:)
import SwiftUI

struct Probe056: View {
  let names = ["Ada", "Grace"]

  var body: some View {
    VStack {
      ForEach(names, id: \.self) { name in
        Text(name)
      }
    }
  }
}
