// weight: 8
// api: TimelineView
// form: TimelineView(.periodic) { context in }
import SwiftUI

struct Probe186: View {
  var body: some View {
    TimelineView(.periodic(from: .now, by: 1)) { context in
      Text(context.date, style: .time)
    }
  }
}
