// weight: 12
// api: App
// form: App with Settings / WindowGroup(id:) / commands
import SwiftUI

struct ProbeMacApp433: App {
    var body: some Scene {
        WindowGroup("Main", id: "main") {
            ProbeGreeting(name: "Ada")
        }
        .defaultSize(width: 800, height: 600)
        .commands {
            CommandGroup(replacing: .newItem) {
                Button("New Document") {}
                    .keyboardShortcut("n")
            }
        }
        Settings {
            Text("Preferences")
        }
    }
}
