import LookoutMigrate
import Testing

/// A model nested in one type shares its name with classes nested elsewhere (every `UIViewRepresentable` has
/// its `Coordinator`): a holder that names the model's enclosing type, or sits inside it, means that model,
/// whatever the others inherit from.
@Suite struct NestedNameScopeTests {
  /// Another `Coordinator`, whose superclass is another module's: alone, it would make every holder of a
  /// `Coordinator` ambiguous.
  static let pager = """
    import UIKit

    struct Pager {
        final class Coordinator: NSObject, UIPageViewControllerDelegate {}
    }
    """

  @Test func aHolderNamingTheEnclosingTypeMeansTheModelNestedThere() {
    let files = [
      "CropView.swift": """
        import SwiftUI

        struct CropView: View {
            @StateObject private var coordinator: CropController.Coordinator = .init()
            var body: some View { Text(coordinator.hasChanges ? "Edited" : "") }
        }

        struct CropController {
            final class Coordinator: ObservableObject {
                @Published var hasChanges = false
            }
        }
        """,
      "Pager.swift": Self.pager,
    ]
    let run = NeverBrokenTests.run(files)
    #expect(run.report.models == ["Coordinator"])
    #expect(NeverBrokenTests.kept(run).isEmpty)
    #expect(run.output["CropView.swift"]?.contains("@State private var coordinator: CropController.Coordinator = .init()") == true)
    #expect(run.output["Pager.swift"] == Self.pager)
  }

  @Test func aHolderInsideTheEnclosingTypeMeansTheModelNestedThere() {
    let files = [
      "Editor.swift": """
        import SwiftUI

        struct Editor: View {
            final class Coordinator: ObservableObject {
                @Published var text = ""
            }
            @ObservedObject var coordinator: Coordinator
            var body: some View { Text(coordinator.text) }
        }
        """,
      "Pager.swift": Self.pager,
    ]
    let run = NeverBrokenTests.run(files)
    #expect(run.report.models == ["Coordinator"])
    #expect(run.output["Editor.swift"]?.contains("@ObservedObject") == false)
  }

  @Test func aHolderElsewhereStillCannotTellThemApart() {
    // A top-level view writes the bare name: the project's classes of that name cannot be told apart there.
    let files = [
      "Row.swift": """
        import SwiftUI

        struct Row: View {
            @ObservedObject var coordinator: Coordinator
            var body: some View { Text("") }
        }
        """,
      "Models.swift": """
        import SwiftUI

        enum Crop {
            final class Coordinator: ObservableObject { @Published var hasChanges = false }
        }
        """,
      "Pager.swift": Self.pager,
    ]
    let run = NeverBrokenTests.run(files)
    #expect(NeverBrokenTests.kept(run) == ["Coordinator: observableFromOutside"])
    #expect(run.output["Row.swift"] == files["Row.swift"])
  }
}
