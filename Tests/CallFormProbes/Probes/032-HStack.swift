// weight: 595
// api: HStack
// form: HStack(spacing:)
import SwiftUI

struct Probe032: View {
  let spacing: CGFloat = 8

  var body: some View {
    HStack(spacing: 4) {
      Image(systemName: "star")
      Text("B")
    }
  }
}
