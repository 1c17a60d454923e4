import Testing

/// `--runtime lookout` on a project that deploys before iOS 17 (issue 27, item 0): views that hold a model
/// made `@Tracked` would stop updating on those systems, so the migration is refused, nothing is written,
/// and `report` gives the same advice.
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
    }

    final class PriceFeed: ObservableObject {
      @Published var lastPrice = 0.0
    }
    """
  static let view = """
    import SwiftUI

    struct CartView: View {
      @StateObject private var cart = CartModel()
      var body: some View { Text("\\(cart.items.count) items") }
    }
    """

  @Test func writingIsRefusedWhenViewsHoldTheModels() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": Self.manifest, "Sources/Shop/CartModel.swift": Self.model, "Sources/Shop/CartView.swift": Self.view,
    ])
    defer { project.remove() }
    let before = [project.contents("Sources/Shop/CartModel.swift"), project.contents("Sources/Shop/CartView.swift")]
    let run = CommandRun(["migrate", "--runtime", "lookout", "--write", project.path])
    #expect(run.status == 1)
    #expect(run.error.contains("refused"))
    #expect(run.error.contains("CartView holds CartModel"))
    #expect(run.error.contains("Nothing was written"))
    // The model no view holds is named as the way forward, and nothing changed on disk.
    #expect(run.error.contains("--only <model>                migrate only models no SwiftUI view holds: PriceFeed"))
    #expect([project.contents("Sources/Shop/CartModel.swift"), project.contents("Sources/Shop/CartView.swift")] == before)
    // A dry run is refused the same way: no diff that would lead to a frozen app.
    let dry = CommandRun(["migrate", "--runtime", "lookout", project.path])
    #expect(dry.status == 1)
    #expect(!dry.output.contains("+@Tracked"))
  }

  @Test func modelsNoViewHoldsStillMigrate() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": Self.manifest, "Sources/Shop/CartModel.swift": Self.model, "Sources/Shop/CartView.swift": Self.view,
    ])
    defer { project.remove() }
    let run = CommandRun(["migrate", "--runtime", "lookout", "--only", "PriceFeed", "--write", project.path])
    #expect(run.status == 0, "\(run.error)")
    let model = String(decoding: project.contents("Sources/Shop/CartModel.swift") ?? [], as: UTF8.self)
    #expect(model.contains("@Tracked"))
    #expect(model.contains("final class CartModel: ObservableObject"))
  }

  @Test func raisingTheTargetLetsTheDefaultRuntimeMigrate() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": Self.manifest.replacingOccurrences(of: ".iOS(.v16)", with: ".iOS(.v17)"),
      "Sources/Shop/CartModel.swift": Self.model, "Sources/Shop/CartView.swift": Self.view,
    ])
    defer { project.remove() }
    // At iOS 17 SwiftUI observes @Tracked models through Observation: nothing to refuse.
    #expect(CommandRun(["migrate", "--runtime", "lookout", project.path]).status == 0)
  }

  @Test func reportGivesTheSameAdvice() throws {
    let project = try ScratchDirectory(text: [
      "Package.swift": Self.manifest, "Sources/Shop/CartModel.swift": Self.model, "Sources/Shop/CartView.swift": Self.view,
    ])
    defer { project.remove() }
    let report = CommandRun(["report", project.path])
    #expect(report.output.contains("predates Observation: raise the target to iOS 17 / macOS 14"))
    #expect(!report.output.contains("migrate with --runtime lookout"))
    // Without views holding models, --runtime lookout is the advice, as migrate's refusal says.
    let modelsOnly = try ScratchDirectory(text: ["Package.swift": Self.manifest, "Sources/Shop/CartModel.swift": Self.model])
    defer { modelsOnly.remove() }
    #expect(CommandRun(["report", modelsOnly.path]).output.contains("migrate with --runtime lookout"))
  }
}
