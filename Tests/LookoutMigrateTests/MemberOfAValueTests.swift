import Foundation
import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

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
