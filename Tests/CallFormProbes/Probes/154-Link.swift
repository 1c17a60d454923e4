// weight: 23
// api: Link
// form: Link(_:destination:)
import SwiftUI

struct Probe154: View {
  let url = URL(string: "https://example.com")!

  var body: some View {
    Link("Privacy policy", destination: url)
  }
}
