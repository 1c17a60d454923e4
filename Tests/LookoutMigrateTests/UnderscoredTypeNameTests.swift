import Foundation
import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

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
