// weight: 53
// api: Entry
// form: @Entry in EnvironmentValues
import SwiftUI

extension EnvironmentValues {
    @Entry var probeSpacing444: CGFloat = 8
    @Entry var probeTitle444 = "Default"
}
struct ProbeEntryReader444: View {
    @Environment(\.probeSpacing444) private var spacing
    var body: some View { Text("A").padding(spacing).environment(\.probeSpacing444, 12) }
}
