// weight: 43
// api: ContentUnavailableView
// form: ContentUnavailableView(_:systemImage:description:)
import SwiftUI

struct Probe168: View {
  var body: some View {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search"))
  }
}
