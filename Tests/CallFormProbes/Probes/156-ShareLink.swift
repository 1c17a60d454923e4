// weight: 14
// api: ShareLink
// form: ShareLink(item:) { label } / subject:message:
import SwiftUI

struct Probe156: View {
  let url = URL(string: "https://example.com")!

  var body: some View {
    ShareLink(item: url, subject: Text("Look"), message: Text("Found this")) {
      Label("Share", systemImage: "square.and.arrow.up")
    }
  }
}
