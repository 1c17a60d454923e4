import Foundation
import LookoutTestSupport
import Testing

/// The runtime typechecks for the oldest Apple systems it deploys to: LookoutCore, the macro declarations, and
/// a model using `@Tracked` (expanded by the macro plugin this package builds). On Linux against the
/// toolchain's own interfaces compiled for the Apple target (no Mac needed); on a Mac against the real SDK.
@Suite(.serialized) struct DarwinTypecheckTests {
  static let targets = ["x86_64-apple-macosx10.15", "x86_64-apple-ios13.0-simulator"]

  static func files(under folder: String) -> [String] {
    PackagePaths.swiftFiles(under: PackagePaths.path(folder)).keys.sorted().map { PackagePaths.path(folder + "/" + $0) }
  }

  @Test(.timeLimit(.minutes(10)), arguments: targets)
  func theRuntimeTypechecksForTheOldestSystems(target: String) throws {
    let sdk = try DarwinSDK(target: target)
    defer { sdk.remove() }

    // The harness sees what it must: an API newer than the target is an error.
    let probe = sdk.directory + "/Probe.swift"
    try "func probe() -> Duration { .seconds(1) }\n"
      .write(toFile: probe, atomically: true, encoding: .utf8)
    let probeErrors = try sdk.typecheck([probe], module: "Probe")
    #expect(probeErrors.contains { $0.contains("is only available in") }, "\(probeErrors)")
    // Observation is there, with Apple's availability: unguarded use is an error below macOS 14 / iOS 17.
    try "import Observation\nfunc probe() { _ = ObservationRegistrar() }\n".write(toFile: probe, atomically: true, encoding: .utf8)
    let observationErrors = try sdk.typecheck([probe], module: "Probe")
    #expect(observationErrors.contains { $0.contains("is only available in") }, "\(observationErrors)")

    let core = Self.files(under: "Sources/LookoutCore")
    #expect(core.count > 15)
    let coreErrors = try sdk.typecheck(core, module: "LookoutCore", emitModule: true, extraArguments: ["-package-name", "Lookout"])
    #expect(coreErrors == [], "\(coreErrors)")
    let macroErrors = try sdk.typecheck(Self.files(under: "Sources/Lookout"), module: "Lookout", emitModule: true)
    #expect(macroErrors == [], "\(macroErrors)")

    // A model as users write it, its macros expanded by this package's plugin.
    let plugin = URL(fileURLWithPath: ToolBinary.path).deletingLastPathComponent().appendingPathComponent("LookoutMacros-tool").path
    let model = sdk.directory + "/Model.swift"
    try """
      import Lookout
      import Observation

      @MainActor @Tracked final class Cart {
          var items: [String] = []
          var total = 0.0
          @Untracked var cache: [String: Int] = [:]
          func add(_ item: String) { items.append(item); total += 1 }
      }

      @Tracked final class Node<Value> {
          weak var parent: Node<Value>?
          var value: Value
          init(_ value: Value) { self.value = value }
      }

      @Tracked(observable: false) final class PriceFeed {
          var price = 0.0
      }

      @MainActor func observe(_ cart: Cart) -> Tracking.Token {
          withTracking { _ = cart.items } onChange: { print("items will change") }
          return withContinuousTracking(options: [.didSet, .deinit]) { event in print(event) }
      }

      // Where Observation exists, a @Tracked model is one of its `Observable`s (SwiftUI tracks it).
      @MainActor func observeWithObservation(_ cart: Cart) {
          if #available(macOS 14, iOS 17, *) {
              withObservationTracking { _ = cart.items } onChange: { print("items will change") }
              let observable: any Observation.Observable = cart
              _ = observable
          }
      }

      """.write(toFile: model, atomically: true, encoding: .utf8)
    let clientErrors = try sdk.typecheck([model], module: "Client", extraArguments: ["-load-plugin-executable", "\(plugin)#LookoutMacros"])
    #expect(clientErrors == [], "\(clientErrors)")

    try Self.typecheckTheBridge(in: sdk, plugin: plugin)
  }

  /// LookoutSwiftUI, the bridge for iOS 13–16, and a screen using it, for the oldest systems. On Linux
  /// against a stand-in SwiftUI holding the API the bridge calls as Apple's SDK declares it
  /// (`Fixtures/AppleSwiftUISubset.swift.txt`), so what is checked is: only that API, at its iOS 13
  /// availability, in Swift 6 mode; on a Mac against the real SwiftUI.
  static func typecheckTheBridge(in sdk: DarwinSDK, plugin: String) throws {
    #if !canImport(Darwin)
    let subset = sdk.directory + "/SwiftUI.swift"
    try FileManager.default.copyItem(atPath: PackagePaths.path("Tests/LookoutPackagingTests/Fixtures/AppleSwiftUISubset.swift.txt"), toPath: subset)
    let subsetErrors = try sdk.typecheck([subset], module: "SwiftUI", emitModule: true)
    #expect(subsetErrors == [], "\(subsetErrors)")
    #endif
    let bridge = files(under: "Sources/LookoutSwiftUI")
    #expect(bridge.count >= 5)
    let availability = ["-define-availability", "SwiftUIObservation:macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1"]
    let bridgeErrors = try sdk.typecheck(bridge, module: "LookoutSwiftUI", emitModule: true, extraArguments: ["-package-name", "Lookout"] + availability)
    #expect(bridgeErrors == [], "\(bridgeErrors)")
    let screen = sdk.directory + "/Screen.swift"
    try """
      import Lookout
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Settings {
          var title = "Settings"
          var count = 0
      }

      struct Screen: View {
          @TrackedState private var settings = Settings()
          var body: some View {
              WithTracking { Editor(settings: settings) }
                  .trackedEnvironment(settings)
          }
      }

      struct Editor: View {
          @TrackedBindable var settings: Settings
          var body: some View {
              WithTracking { Field(text: $settings.title) }
          }
      }

      struct Field: View {
          @Binding var text: String
          var body: some View { EmptyView() }
      }

      struct Reader: View {
          @TrackedEnvironment(Settings.self) private var settings
          var body: some View {
              WithTracking { Field(text: $settings.title) }
          }
      }

      """.write(toFile: screen, atomically: true, encoding: .utf8)
    let screenErrors = try sdk.typecheck([screen], module: "Screen", extraArguments: ["-load-plugin-executable", "\(plugin)#LookoutMacros"])
    #expect(screenErrors == [], "\(screenErrors)")
  }
}
