// Compiled with `-module-alias SwiftUI=LookoutUI` on Linux: the code below is written as for SwiftUI, and
// nothing in it names LookoutUI. (On Apple platforms the real SwiftUI is imported and the tests are left out.)
#if os(Linux)
import SwiftUI
import Testing

@Observable final class Profile {
  var name = "Ada"
  var joined = Date(timeIntervalSince1970: 0)
  var homepage = URL(string: "https://example.com")!
}

struct ProfileScreen: View {
  @State private var profile = Profile()
  @State private var count = 0

  var body: some View {
    VStack {
      NameField(profile: profile)
      Text("Hello, \(profile.name)")
      Text("Taps: \(count)")
      Button("Tap") { count += 1 }
    }
  }
}

struct NameField: View {
  @Bindable var profile: Profile
  var body: some View { TextField("Name", text: $profile.name) }
}

struct ShopApp: App {
  var body: some Scene {
    WindowGroup { ProfileScreen() }
  }
}

@MainActor @Suite struct SwiftUIImportTests {
  @Test func anUnchangedSwiftUIViewMountsAndUpdatesOnlyWhatReads() throws {
    let host = ViewHost(ProfileScreen())
    let tap = try host.tap("Tap")
    #expect(tap.views == ["ProfileScreen"])
    #expect(host.element(containing: "Taps:")?.label == "Taps: 1")
    let typing = try host.type("Grace", into: "Name")
    #expect(typing.views == ["ProfileScreen", "NameField"], "both read the name: one shows it, one binds it")
    #expect(host.element(containing: "Hello")?.label == "Hello, Grace")
  }

  @Test func anAppMountsItsFirstScene() {
    let host = ViewHost(app: ShopApp())
    #expect(host.element(containing: "Hello")?.label == "Hello, Ada")
  }
}
#endif
