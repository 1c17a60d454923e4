// weight: 35
// api: ShareLink
// form: ShareLink(item:)
import SwiftUI

struct Probe155: View {
  let url = URL(string: "https://example.com")!

  var body: some View {
    ShareLink(item: url)
  }
}
