// weight: 20
// api: AsyncImage
// form: AsyncImage(url:) { image } placeholder:
import SwiftUI

struct Probe183: View {
  let url = URL(string: "https://example.com")!

  var body: some View {
    AsyncImage(url: url) { image in
      image.resizable().scaledToFit()
    } placeholder: {
      ProgressView()
    }
  }
}
