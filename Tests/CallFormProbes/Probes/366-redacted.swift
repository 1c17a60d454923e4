// weight: 52
// api: redacted
// form: .redacted(reason:)
import SwiftUI

struct Probe366: View {
  var body: some View {
    Text("A").redacted(reason: .placeholder)
  }
}
