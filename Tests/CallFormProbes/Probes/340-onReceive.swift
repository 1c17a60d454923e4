// weight: 90
// api: onReceive
// form: .onReceive(_:perform:)
import SwiftUI

struct Probe340: View {
  @State private var date = Date()
  let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("A").onReceive(ticker) { date in
      self.date = date
    }
  }
}
