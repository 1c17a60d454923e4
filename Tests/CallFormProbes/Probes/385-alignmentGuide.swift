// weight: 29
// api: alignmentGuide
// form: .alignmentGuide(_:computeValue:)
import SwiftUI

struct Probe385: View {
  var body: some View {
    Text("A").alignmentGuide(.leading) { dimensions in dimensions[.leading] }
  }
}
