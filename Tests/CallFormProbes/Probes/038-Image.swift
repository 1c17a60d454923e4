// weight: 1043
// api: Image
// form: Image(systemName:)
import SwiftUI

struct Probe038: View {
  var body: some View {
    Image(systemName: "gear")
  }
}
