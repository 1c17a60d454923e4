// weight: 10
// api: EditButton
// form: EditButton()
import SwiftUI

struct Probe187: View {
  var body: some View {
    List { Text("A") }.toolbar { EditButton() }
  }
}
