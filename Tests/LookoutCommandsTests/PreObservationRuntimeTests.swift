import Foundation
import LookoutTestSupport
import Testing

/// `--runtime lookout` on a project that deploys before iOS 17 (issue 27): the models become `@Tracked` and
/// the views observe them through LookoutSwiftUI, the bridge. A view the bridge cannot make observe its
/// model would freeze: then nothing is written. `report` gives the same advice.
@Suite struct PreObservationRuntimeTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Shop", platforms: [.iOS(.v16)], targets: [.target(name: "Shop")])
    """
  static let model = """
    import Combine

    final class CartModel: ObservableObject {
      @Published var items: [String] = []
      @Published var note = ""
    }

    final class PriceFeed: ObservableObject {
      @Published var lastPrice = 0.0
    }
    """
  static let view = """
    import SwiftUI

    struct CartView: View {
      @StateObject private var cart = CartModel()
      var body: some View {
        VStack {
          Text("\\(cart.items.count) items")
          NoteEditor(cart: cart)
        }
        .environmentObject(cart)
      }
    }

    struct NoteEditor: View {
      @ObservedObject var cart: CartModel
      var body: some View { TextField("Note", text: $cart.note) }
    }

    struct CartBadge: View {
      @EnvironmentObject var cart: CartModel
      var body: some View {
        return Text("\\(cart.items.count)")
      }
    }
    """

  static func text(_ project: ScratchDirectory, _ path: String) -> String {
    String(decoding: project.contents(path) ?? [], as: UTF8.self)
  }

  @Test func viewsHoldingTheModelsObserveThemThroughTheBridge() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": Self.manifest, "Sources/Shop/CartModel.swift": Self.model, "Sources/Shop/CartView.swift": Self.view,
    ])
    defer { project.remove() }
    let run = CommandRun(["migrate", "--runtime", "lookout", "--write", project.path])
    #expect(run.status == 0, "\(run.error)")
    let model = Self.text(project, "Sources/Shop/CartModel.swift")
    #expect(model.contains("@Tracked\nfinal class CartModel {"))
    let view = Self.text(project, "Sources/Shop/CartView.swift")
    #expect(view.hasPrefix("import SwiftUI\nimport LookoutSwiftUI\n"))
    #expect(view.contains("@TrackedState private var cart = CartModel()"))
    #expect(view.contains("""
        var body: some View {
          WithTracking {
            VStack {
              Text("\\(cart.items.count) items")
              NoteEditor(cart: cart)
            }
            .trackedEnvironment(cart)
          }
        }
      """))
    #expect(view.contains("@TrackedBindable var cart: CartModel"), "$cart.note binds")
    #expect(view.contains("var body: some View { WithTracking { TextField(\"Note\", text: $cart.note) } }"))
    #expect(view.contains("@TrackedEnvironment(CartModel.self) var cart: CartModel"))
    #expect(view.contains("WithTracking { Text(\"\\(cart.items.count)\") }"), "a single `return` is dropped inside the builder")
    #expect(!view.contains("@State") && !view.contains("@Bindable") && !view.contains("@Environment("), "no iOS 17 API")
    // A second run finds nothing to do.
    let again = CommandRun(["migrate", "--runtime", "lookout", project.path])
    #expect(again.status == 0)
    #expect(!again.output.contains("+++"))
  }

  static let unwrappable = """
    import SwiftUI

    struct CartView: View {
      @StateObject private var cart = CartModel()
      var compact = false
      var body: some View {
        if compact { return AnyView(Text("\\(cart.items.count)")) }
        return AnyView(List(cart.items, id: \\.self) { Text($0) })
      }
    }
    """

  @Test func aViewTheBridgeCannotWrapIsRefusedAndNothingIsWritten() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": Self.manifest, "Sources/Shop/CartModel.swift": Self.model, "Sources/Shop/CartView.swift": Self.unwrappable,
    ])
    defer { project.remove() }
    let before = [project.contents("Sources/Shop/CartModel.swift"), project.contents("Sources/Shop/CartView.swift")]
    let run = CommandRun(["migrate", "--runtime", "lookout", "--write", project.path])
    #expect(run.status == 1)
    #expect(run.error.contains("refused"))
    #expect(run.error.contains("CartView holds CartModel"))
    #expect(run.error.contains("returns explicitly from more than one place"))
    #expect(run.error.contains("Nothing was written"))
    #expect(run.error.contains("--only <model>                migrate only models no such view holds: PriceFeed"))
    #expect([project.contents("Sources/Shop/CartModel.swift"), project.contents("Sources/Shop/CartView.swift")] == before)
    // A dry run is refused the same way: no diff that would lead to a frozen app.
    let dry = CommandRun(["migrate", "--runtime", "lookout", project.path])
    #expect(dry.status == 1)
    #expect(!dry.output.contains("+@Tracked"))
    // The model no view holds still migrates.
    let only = CommandRun(["migrate", "--runtime", "lookout", "--only", "PriceFeed", "--write", project.path])
    #expect(only.status == 0, "\(only.error)")
    #expect(Self.text(project, "Sources/Shop/CartModel.swift").contains("final class CartModel: ObservableObject"))
  }

  @Test func fromIOS17TheViewsKeepApplesAPI() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": Self.manifest.replacingOccurrences(of: ".iOS(.v16)", with: ".iOS(.v17)"),
      "Sources/Shop/CartModel.swift": Self.model, "Sources/Shop/CartView.swift": Self.view,
    ])
    defer { project.remove() }
    // At iOS 17 SwiftUI observes @Tracked models through Observation: no bridge.
    let run = CommandRun(["migrate", "--runtime", "lookout", "--write", project.path])
    #expect(run.status == 0, "\(run.error)")
    let view = Self.text(project, "Sources/Shop/CartView.swift")
    #expect(view.contains("@State private var cart = CartModel()"))
    #expect(!view.contains("WithTracking") && !view.contains("LookoutSwiftUI"))
  }

  @Test func theRefusalAndTheReportNameTheBridge() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": Self.manifest, "Sources/Shop/CartModel.swift": Self.model, "Sources/Shop/CartView.swift": Self.view,
    ])
    defer { project.remove() }
    let refused = CommandRun(["migrate", project.path])
    #expect(refused.status == 1)
    #expect(refused.error.contains("--runtime lookout             migrate onto Lookout, down to iOS 13"))
    #expect(refused.error.contains("LookoutSwiftUI"))
    let report = CommandRun(["report", project.path])
    #expect(report.output.contains("predates Observation: migrate with --runtime lookout (models become @Tracked; SwiftUI views observe them through the LookoutSwiftUI bridge"))
  }

  /// The bundled app set to iOS 16 (without its two files that already use iOS 17's Observation), migrated
  /// with `--runtime lookout`: the text `Tests/LookoutMigrateTests/ExpectedBridge` holds, which the alias
  /// tests compile and drive in the "before iOS 17" setting (`BridgeMigrationBehaviourTests`).
  @Test func theBundledAppAtIOS16MigratesOntoTheBridgeAsExpected() throws {
    let directory = try PackagePaths.copy("Examples/LegacyApp")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let manifest = directory + "/Package.swift"
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    try text.replacingOccurrences(of: "[.iOS(.v17), .macOS(.v14)]", with: "[.iOS(.v16), .macOS(.v13)]")
      .write(toFile: manifest, atomically: true, encoding: .utf8)
    for iOS17Only in ["Models/OrderHistory.swift", "Views/OrderHistoryView.swift"] {
      try FileManager.default.removeItem(atPath: directory + "/Sources/ShopApp/" + iOS17Only)
    }
    let run = CommandRun(["migrate", "--runtime", "lookout", "--write", directory])
    #expect(run.status == 0, "\(run.error)")
    let expected = PackagePaths.swiftFiles(under: PackagePaths.path("Tests/LookoutMigrateTests/ExpectedBridge/LegacyApp"))
    let migrated = PackagePaths.swiftFiles(under: directory).filter { $0.key != "Package.swift" }
    #expect(expected.count == 10)
    #expect(Set(migrated.keys) == Set(expected.keys))
    for (path, text) in expected { #expect(migrated[path] == text, "\(path) differs from the expected migration") }
  }
}
