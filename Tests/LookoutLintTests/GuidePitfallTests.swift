import Foundation
@testable import LookoutLint
import LookoutSyntax
import LookoutTestSupport
import Testing

/// The pitfalls the guides (`../shared/seeds`) and `../shared/reference/pitfalls.md` warn about that had no
/// fixture of their own, written the way the guides show them: each stays caught, by the rule and at the
/// place expected.
@Suite struct GuidePitfallTests {
  static func findings(_ text: String, configuration: LintConfiguration = LintConfiguration()) -> [String] {
    Linter(configuration: configuration).lint(MemorySources(["Guide.swift": text])).findings.map { "\($0.line) \($0.ruleID) \($0.severity)" }
  }

  /// U2, and the guides' "@State in a child view": the row keeps the first task it was given.
  @Test func stateHoldingAPassedInModel() {
    let text = """
      import SwiftUI
      @Observable final class Task: Identifiable { var title = "" }
      struct TaskRow: View {
          @State var task: Task
          var body: some View { Text(task.title) }
      }
      struct ProjectView: View {
          let project: Project
          var body: some View {
              List(project.tasks) { task in TaskRow(task: task) }
          }
      }
      """
    #expect(Self.findings(text) == ["4 state-on-passed-model note"])
    // The guides' fix: a plain property sees the same instance as the parent.
    #expect(Self.findings(text.replacingOccurrences(of: "@State var task", with: "let task")).isEmpty)
  }

  /// The guides' linker failure: `@Bindable` declared inside a `VStack`, or inside an `if`, in body. The rule
  /// is opt-in (the pattern builds with current Xcode); turned on, it finds both.
  @Test func bindableDeclaredInsideAContainerOrAnIf() throws {
    let text = """
      import SwiftUI
      @Observable final class Settings { var isOn = false; var name = "" }
      struct SettingsView: View {
          @Environment(Settings.self) private var settings
          var body: some View {
              VStack {
                  @Bindable var settings = settings
                  Toggle("On", isOn: $settings.isOn)
              }
              if settings.isOn {
                  @Bindable var settings = settings
                  TextField("Name", text: $settings.name)
              }
          }
      }
      struct Root: View {
          @State private var settings = Settings()
          var body: some View { SettingsView().environment(settings) }
      }
      """
    #expect(Self.findings(text).isEmpty)
    let path = NSTemporaryDirectory() + "lookout-optin-\(UUID().uuidString).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try #"{"rules": {"bindable-not-at-top": "note"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    var configuration = try LintConfiguration(contentsOf: path)
    #expect(Self.findings(text, configuration: configuration) == ["7 bindable-not-at-top note", "11 bindable-not-at-top note"])
    configuration.severities["bindable-not-at-top"] = .warning
    #expect(Self.findings(text, configuration: configuration) == ["7 bindable-not-at-top warning", "11 bindable-not-at-top warning"])
  }

  /// U15: a singleton that is not observable, read in body, never updates the view.
  @Test func aSingletonReadInBody() {
    let text = """
      import SwiftUI
      final class AppSettings {
          static let shared = AppSettings()
          var accentName = "blue"
      }
      struct Badge: View {
          var body: some View {
              Text(AppSettings.shared.accentName)
          }
      }
      """
    #expect(Self.findings(text) == ["8 singleton-in-body note"])
    // Observable, it is tracked like any other read.
    #expect(Self.findings("@Observable " + text.dropFirst("import SwiftUI\n".count)).isEmpty)
  }
}
