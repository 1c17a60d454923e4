// weight: 5
// api: ContentUnavailableView
// form: ContentUnavailableView.search
import SwiftUI

struct Probe171: View {
  @State private var text = ""

  var body: some View {
    ContentUnavailableView.search(text: text)
  }
}
