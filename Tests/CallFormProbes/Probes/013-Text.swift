// weight: 12
// api: Text
// form: Text(Image)
import SwiftUI

struct Probe013: View {
  var body: some View {
    Text(Image(systemName: "star")) + Text(" Favorite")
  }
}
