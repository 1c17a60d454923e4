// weight: 60
// api: Environment
// form: @Environment(\.scenePhase/redactionReasons/editMode/...)
import SwiftUI

struct ProbeMoreEnvironment442: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Text(scenePhase == .active ? "Active" : "Inactive")
            .opacity(redactionReasons.contains(.placeholder) ? 0 : 1)
            .onTapGesture { openWindow(id: "main") }
    }
}
