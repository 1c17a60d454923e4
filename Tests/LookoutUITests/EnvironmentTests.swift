import Lookout
import LookoutUI
import Observation
import Testing

@Observable final class AppSettings {
  var theme = "light"
  var fontSize = 14
}

enum Theme: Hashable { case light, dark }

@Observable final class ThemeSettings {
  var theme: Theme = .light
}

struct ThemePickerView: View {
  @Environment(ThemeSettings.self) private var settings

  var body: some View {
    @Bindable var settings = settings
    Picker("Тема", selection: $settings.theme) {
      Text("Светлая").tag(Theme.light)
      Text("Тёмная").tag(Theme.dark)
    }
  }
}

struct SettingsRoot: View {
  @State private var settings = ThemeSettings()
  var body: some View {
    NavigationStack {
      ThemePickerView()
      ThemeLabel()
    }
    .environment(settings)
  }
}

struct ThemeLabel: View {
  @Environment(ThemeSettings.self) private var settings
  var body: some View { Text("theme \(settings.theme)") }
}

struct OptionalReader: View {
  @Environment(AppSettings.self) private var settings: AppSettings?
  var body: some View { Text(settings == nil ? "no settings" : "settings") }
}

struct MissingReader: View {
  @Environment(AppSettings.self) private var settings
  var body: some View { Text(settings.theme) }
}

final class Session: ObservableObject {
  @Published var user = "guest"
}

struct SessionReader: View {
  @EnvironmentObject var session: Session
  var body: some View { Text("user \(session.user)") }
}

/// Declares environment objects nobody injects, and reads them only when a button is tapped.
struct ActionOnlyReader: View {
  @EnvironmentObject var session: Session
  @Environment(AppSettings.self) private var settings
  var body: some View {
    Button("Sign out") { session.user = "guest" }
  }
}

struct UnreadEnvironmentScreen: View {
  var body: some View {
    ActionOnlyReader()
    OptionalReader()
  }
}

/// Shows a reader only once it has injected the object the reader needs.
struct LateInjection: View {
  @State private var session: Session?
  var body: some View {
    if let session {
      SessionReader().environmentObject(session)
    } else {
      Button("Inject") { session = Session() }
    }
  }
}

struct MissingEnvironmentScreen: View {
  var body: some View {
    VStack {
      Text("header")
      MissingReader()
      SessionReader()
      OptionalReader()
    }
  }
}

@MainActor @Suite struct EnvironmentTests {
  @Test func environmentObjectsReachDescendantsAndBindThroughALocalBindable() throws {
    let host = ViewHost(SettingsRoot())
    #expect(host.errors.isEmpty)
    #expect(host.element("Тема")?.value == "light")
    let report = try host.pick(Theme.dark, in: "Тема")
    #expect(Set(report.views) == ["ThemePickerView", "ThemeLabel"])
    #expect(host.element("theme dark") != nil)
  }

  @Test func aMissingObjectThatIsNotReadIsNoError() throws {
    // SwiftUI fails only at the read: a view that uses its environment objects in actions alone renders.
    let host = ViewHost(UnreadEnvironmentScreen())
    #expect(host.lastUpdate.views == ["UnreadEnvironmentScreen", "ActionOnlyReader", "OptionalReader"])
    #expect(host.element("Sign out") != nil)
    #expect(host.element("no settings") != nil, "the optional form reads nil")
    #expect(host.errors.isEmpty)
    #expect(host.takeWarnings().isEmpty)
  }

  @Test func readingAMissingObservableStopsWithSwiftUIsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = ViewHost(MissingEnvironmentScreen()) }
    }
    let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(error.contains("Fatal error: No Observable object of type AppSettings found. A View.environmentObject(_:) for AppSettings may be missing as an ancestor of this view."))
    #expect(error.contains("LookoutUI: MissingEnvironmentScreen/VStack/MissingReader read an environment object that no ancestor provides"))
  }

  @Test func readingAMissingEnvironmentObjectStopsWithSwiftUIsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = ViewHost(SessionReader()) }
    }
    let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(error.contains("Fatal error: No ObservableObject of type Session found. A View.environmentObject(_:) for Session may be missing as an ancestor of this view."))
  }

  @Test func anObjectInjectedLaterIsReadFromThen() throws {
    let host = ViewHost(LateInjection())
    #expect(host.element("Inject") != nil)
    try host.tap("Inject")
    #expect(host.element("user guest") != nil)
    #expect(host.errors.isEmpty)
  }

  @Test func environmentObjectsForLegacyModels() {
    let session = Session()
    let host = ViewHost(SessionReader().environmentObject(session))
    #expect(host.errors.isEmpty)
    session.user = "ivan"
    #expect(host.update().views == ["SessionReader"])
    #expect(host.element("user ivan") != nil)
  }

  @Test func replacingTheInjectedObjectUpdatesReaders() throws {
    let first = AppSettings()
    let second = AppSettings()
    second.theme = "dark"
    let host = ViewHost(EnvironmentSwitcher(first: first, second: second))
    #expect(host.element("light") != nil)
    let report = try host.tap("switch")
    #expect(report.views.contains("SettingsThemeLabel"))
    #expect(report.evaluations.first { $0.view == "SettingsThemeLabel" }?.reasons == [.dependencies])
    #expect(host.element("dark") != nil)
  }
}

struct SettingsThemeLabel: View {
  @Environment(AppSettings.self) private var settings
  var body: some View { Text(settings.theme) }
}

struct EnvironmentSwitcher: View {
  let first: AppSettings
  let second: AppSettings
  @State private var useSecond = false
  var body: some View {
    VStack {
      Button("switch") { useSecond.toggle() }
      SettingsThemeLabel().environment(useSecond ? second : first)
    }
  }
}
