// weight: 239
// api: environmentObject
// form: .environmentObject(_:)
import SwiftUI

struct Probe280: View {
  @StateObject private var legacy = ProbeLegacyModel()

  var body: some View {
    Text("A").environmentObject(legacy)
  }
}
