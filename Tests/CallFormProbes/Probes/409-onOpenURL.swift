// weight: 17
// api: onOpenURL
// form: .onOpenURL { }
import SwiftUI

struct Probe409: View {
  @State private var text = ""
  let url = URL(string: "https://example.com")!

  var body: some View {
    Text("A").onOpenURL { url in text = url.absoluteString }
  }
}
