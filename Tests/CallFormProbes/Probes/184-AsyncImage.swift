// weight: 10
// api: AsyncImage
// form: AsyncImage(url:) { phase in }
import SwiftUI

struct Probe184: View {
  let url = URL(string: "https://example.com")!

  var body: some View {
    AsyncImage(url: url) { phase in
      if let image = phase.image {
        image.resizable()
      } else if phase.error != nil {
        Color.red
      } else {
        ProgressView()
      }
    }
  }
}
