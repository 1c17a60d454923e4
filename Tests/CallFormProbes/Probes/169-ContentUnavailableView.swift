// weight: 23
// api: ContentUnavailableView
// form: ContentUnavailableView(_:systemImage:)
import SwiftUI

struct Probe169: View {
  var body: some View {
    ContentUnavailableView("Empty", systemImage: "tray")
  }
}
