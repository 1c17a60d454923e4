import Foundation
import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// Xcode's file templates (`*.xctemplate`) hold Swift text that no target compiles, with placeholders for
/// names: they are not the project's sources (issue 28, item 2). They were rewritten, and an injection in one
/// whose type is a placeholder could not be told, which keeps the environment's models back (on a real
/// project, 48 of them).
@Suite struct TemplateFilesTests {
  static let files = [
    "App/Settings.swift": "import SwiftUI\n\nfinal class Settings: ObservableObject {\n    @Published var theme = \"light\"\n}\n",
    "App/Root.swift": """
      import SwiftUI

      struct Root: View {
          @StateObject private var settings = Settings()
          var body: some View { Badge().environmentObject(settings) }
      }

      struct Badge: View {
          @EnvironmentObject var settings: Settings
          var body: some View { Text(settings.theme) }
      }
      """,
    "Templates/Scene.xctemplate/Default/___FILEBASENAME___View.swift": """
      import SwiftUI

      struct ___VARIABLE_sceneName___View: View {
          @EnvironmentObject var settings: Settings
          var body: some View { Text("").environmentObject(___VARIABLE_viewModel___) }
      }
      """,
  ]

  @Test func aTemplateIsNotReadAndKeepsNothingBack() throws {
    let root = NSTemporaryDirectory() + "lookout-templates-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in Self.files {
      let file = root + "/" + path
      try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    let sources = try DiskSources(under: [root])
    #expect(!sources.paths.contains { $0.contains(".xctemplate") })
    let report = Migrator().migrate(sources)
    #expect(report.models == ["Settings"])
    #expect(report.keptBack.isEmpty)
    #expect(report.changes.allSatisfy { !$0.path.contains(".xctemplate") })
  }
}
