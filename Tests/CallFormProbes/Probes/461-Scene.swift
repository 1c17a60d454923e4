// weight: 40
// api: Scene
// form: struct: Scene
import SwiftUI

struct ProbeScene461: Scene {
    var body: some Scene {
        WindowGroup {
            Text("Window")
        }
    }
}
