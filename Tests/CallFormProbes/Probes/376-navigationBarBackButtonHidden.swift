// weight: 38
// api: navigationBarBackButtonHidden
// form: .navigationBarBackButtonHidden()
import SwiftUI

struct Probe376: View {
  var body: some View {
    Text("A").navigationBarBackButtonHidden(true)
  }
}
