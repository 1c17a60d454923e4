@testable import LookoutUI
import Testing

/// `@main struct …: App` runs headlessly: `main()` mounts the first scene and prints its tree.
@MainActor @Suite struct AppMainTests {
  struct Greeting: View {
    var body: some View { Text("Hello, \(URL(string: "https://example.com")!.host ?? "")") }
  }

  struct GreetingApp: App {
    var body: some Scene { WindowGroup { Greeting() } }
  }

  @Test func mainRendersTheFirstScene() async {
    let output = await GreetingApp.headlessRender()
    #expect(output.contains("Greeting"))
    #expect(output.contains("Text \"Hello, example.com\""))
  }
}
