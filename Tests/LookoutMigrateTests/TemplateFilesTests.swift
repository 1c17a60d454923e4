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

/// A type whose name starts with an underscore (`_Settings`, as generated and private types are named) is a
/// type: a local made from it (`let settings = _Settings()`) has a type, and injecting it keeps no model back
/// (issue 28, item 1: before, both models here stayed ObservableObject).
@Suite struct UnderscoredTypeNameTests {
  @Test func anUnderscoredTypeIsATypeWhereAStorageNameIsAValue() {
    #expect(TypeResolution.looksLikeTypeName("_Settings"))
    #expect(TypeResolution.looksLikeTypeName("Settings"))
    #expect(!TypeResolution.looksLikeTypeName("_settings"))
    #expect(!TypeResolution.looksLikeTypeName("_$registrar"))
  }

  @Test func anInjectionOfAnUnderscoredTypeKeepsNoOtherModelBack() {
    let run = MigrationRun([
      "Models.swift": """
        import SwiftUI
        final class _Settings: ObservableObject {
            @Published var theme = "light"
        }
        final class Session: ObservableObject {
            @Published var user = ""
        }
        """,
      "Views.swift": """
        import SwiftUI
        struct Root: View {
            @StateObject private var session = Session()
            var body: some View {
                let settings = _Settings()
                Badge().environmentObject(settings).environmentObject(session)
            }
        }
        struct Badge: View {
            @EnvironmentObject var settings: _Settings
            @EnvironmentObject var session: Session
            var body: some View { Text(settings.theme + session.user) }
        }
        """,
    ])
    #expect(run.report.models == ["Session", "_Settings"])
    #expect(run.report.keptBack.isEmpty)
  }
}

/// A property that holds a member of a value a type makes (`static var service = Values().service`, as
/// previews take a dependency) has that member's type, not the type that made it (issue 28, item 1).
@Suite struct MemberOfAValueTests {
  @Test func aMemberOfAConstructedValueHasTheMembersType() {
    let run = MigrationRun([
      "Service.swift": """
        import SwiftUI
        final class PushService: ObservableObject {
            @Published var granted = false
        }
        struct Values {
            var push: PushService { PushService() }
        }
        """,
      "Views.swift": """
        import SwiftUI
        struct Screen: View {
            @EnvironmentObject var push: PushService
            var body: some View { Text(push.granted ? "on" : "off") }
        }
        struct Screen_Previews {
            static var push = Values().push
            static var previews: some View { Screen().environmentObject(push) }
        }
        """,
    ])
    #expect(run.report.models == ["PushService"])
    #expect(run.report.keptBack.isEmpty)
    #expect(run.output["Views.swift"]?.contains(".environment(push)") == true)
  }

  /// Where the type that makes the value is not the project's (a package's `DependencyValues`, extended here),
  /// the member's type cannot be told: the model stays. Before, the property was read as the maker's type,
  /// so the model migrated and `.environmentObject(push)`, left as it was, no longer compiled.
  @Test func aMemberOfAnOutsideValueIsNotReadAsTheMakersType() {
    let run = MigrationRun([
      "Service.swift": """
        import SwiftUI
        import Dependencies
        final class PushService: ObservableObject {
            @Published var granted = false
        }
        extension DependencyValues {
            var push: PushService { self[PushKey.self] }
        }
        """,
      "Views.swift": """
        import SwiftUI
        struct Screen: View {
            @EnvironmentObject var push: PushService
            var body: some View { Text(push.granted ? "on" : "off") }
        }
        struct Screen_Previews {
            static var push = Values().push
            static var previews: some View { Screen().environmentObject(push) }
        }
        """,
    ])
    #expect(run.report.models.isEmpty)
    #expect(run.report.keptBack.map(\.model) == ["PushService"])
  }
}
