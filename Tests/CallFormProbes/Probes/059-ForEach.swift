// weight: 60
// api: ForEach
// form: ForEach(Array(enumerated()), id:)
import SwiftUI

struct Probe059: View {
  let names = ["Ada", "Grace"]

  var body: some View {
    VStack {
      ForEach(Array(names.enumerated()), id: \.offset) { index, name in
        Text("\(index): \(name)")
      }
    }
  }
}
