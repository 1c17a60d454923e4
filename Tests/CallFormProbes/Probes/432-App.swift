// weight: 34
// api: App
// form: @main-style App + WindowGroup
import SwiftUI

struct ProbeApp432: App {
    @State private var model = ProbeModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ProbeGreeting(name: model.name)
                .environment(model)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { model.count += 1 }
        }
    }
}
