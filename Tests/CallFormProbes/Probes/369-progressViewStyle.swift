// weight: 50
// api: progressViewStyle
// form: .progressViewStyle(_:)
import SwiftUI

struct Probe369: View {
  var body: some View {
    ProgressView().progressViewStyle(.circular)
  }
}
