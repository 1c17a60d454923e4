import LookoutMigrate
import LookoutSyntax
import Testing

/// Imports after the migration: the runtime's module where needed, Combine dropped once unused.
@Suite struct ImportMigrationTests {
  @Test func swiftUIProvidesObservation() {
    expectMigration(
      "import SwiftUI\n\nfinal class M: ObservableObject {\n    @Published var x = 0\n}\n",
      "import SwiftUI\n\n@Observable\nfinal class M {\n    var x = 0\n}\n")
  }

  @Test func unusedCombineIsReplacedByObservation() {
    expectMigration(
      "import Combine\n\nfinal class M: ObservableObject {\n    @Published var x = 0\n}\n",
      "import Observation\n\n@Observable\nfinal class M {\n    var x = 0\n}\n")
  }

  @Test func unusedCombineIsRemovedBesideFoundation() {
    // Foundation re-exports Observation on Apple's systems: people do not add `import Observation` beside it.
    expectMigration(
      "import Combine\nimport Foundation\n\nfinal class M: ObservableObject {\n    @Published var x = 0\n}\n",
      "import Foundation\n\n@Observable\nfinal class M {\n    var x = 0\n}\n")
  }

  @Test func usedCombineStays() {
    expectMigration(
      "import Combine\n\nfinal class M: ObservableObject {\n    @Published var x = 0\n    let subject = PassthroughSubject<Int, Never>()\n}\n",
      "import Combine\nimport Observation\n\n@Observable\nfinal class M {\n    var x = 0\n    let subject = PassthroughSubject<Int, Never>()\n}\n")
  }

  @Test func fileWithoutImportsGetsOne() {
    expectMigration(
      "final class M: ObservableObject {\n    @Published var x = 0\n}\n",
      "import Observation\n\n@Observable\nfinal class M {\n    var x = 0\n}\n")
  }

  @Test func viewOnlyFilesNeedNoNewImport() {
    let run = MigrationRun([
      "M.swift": "import SwiftUI\nfinal class M: ObservableObject {\n    @Published var x = 0\n}\n",
      "V.swift": "import SwiftUI\nimport Combine\n\nstruct V: View {\n    @StateObject var m = M()\n    var body: some View { Text(\"\\(m.x)\") }\n}\n",
    ])
    #expect(run.output["V.swift"] == "import SwiftUI\n\nstruct V: View {\n    @State var m = M()\n    var body: some View { Text(\"\\(m.x)\") }\n}\n")
  }

  @Test func lineEndingsByteOrderMarkAndTabsAreKept() {
    let before = "\u{FEFF}import Combine\r\n\r\n// note\r\nfinal class M: ObservableObject {\r\n\t@Published var x = 0\r\n\tvar y = Set<AnyCancellable>()\r\n}\r\n"
    let after = "\u{FEFF}import Combine\r\nimport Observation\r\n\r\n// note\r\n@Observable\r\nfinal class M {\r\n\tvar x = 0\r\n\t@ObservationIgnored var y = Set<AnyCancellable>()\r\n}\r\n"
    expectMigration(before, after)
  }

  /// With a byte-order mark, line 1 starts after it: removing `import Combine` there takes its line, leaving no
  /// empty first line (issue 31, item 8).
  @Test func anImportRemovedFromTheFirstLineAfterAByteOrderMarkTakesItsLine() {
    expectMigration(
      "\u{FEFF}import Combine\nimport SwiftUI\n\nfinal class M: ObservableObject {\n    @Published var x = 0\n}\n",
      "\u{FEFF}import SwiftUI\n\n@Observable\nfinal class M {\n    var x = 0\n}\n")
    expectMigration(
      "\u{FEFF}import Combine\r\nimport SwiftUI\r\n\r\nfinal class M: ObservableObject {\r\n    @Published var x = 0\r\n}\r\n",
      "\u{FEFF}import SwiftUI\r\n\r\n@Observable\r\nfinal class M {\r\n    var x = 0\r\n}\r\n")
  }

  @Test func frameworksThatReexportFoundationProvideObservation() {
    expectMigration(
      "import UIKit\n\nfinal class M: ObservableObject {\n    @Published var x = 0\n}\n",
      "import UIKit\n\n@Observable\nfinal class M {\n    var x = 0\n}\n")
  }
}
