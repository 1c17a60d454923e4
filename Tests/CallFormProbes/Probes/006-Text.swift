// weight: 107
// api: Text
// form: Text(_:tableName:)
import SwiftUI

struct Probe006: View {
  var body: some View {
    Text("Welcome", tableName: "Onboarding")
  }
}
