import Foundation
import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// Which views `--runtime lookout` moves onto the bridge: those of files built for a system before iOS 17
/// (by their Xcode target, else their project), holding models that are `@Tracked` after the migration,
/// however the file imports SwiftUI. Each output parsed and idempotent.
@Suite struct BridgeScopeMigrationTests {
  static let counter = "import SwiftUI\nfinal class Counter: ObservableObject {\n    @Published var count = 0\n}\n"

  func run(_ files: [String: String], settings: ProjectSettings? = nil) -> MigrationRun {
    var options = BridgeMigrationTests.options
    options.deploymentSettings = settings
    let run = MigrationRun(files, options: options)
    for (path, text) in run.output where run.report.changes.contains(where: { $0.path == path }) { expectParses(text) }
    expectIdempotent(run)
    return run
  }

  @Test func anImportOfSwiftUIUnderIfStillMeansTheBridge() {
    let run = run(["Counter.swift": Self.counter, "View.swift": """
      #if os(iOS)
      import SwiftUI

      struct Screen: View {
          @EnvironmentObject var counter: Counter
          var body: some View {
              Text("\\(counter.count)")
          }
      }
      #endif
      """])
    #expect(run.output["View.swift"] == """
      #if os(iOS)
      import SwiftUI
      import LookoutSwiftUI

      struct Screen: View {
          @TrackedEnvironment(Counter.self) var counter: Counter
          var body: some View {
              WithTracking { Text("\\(counter.count)") }
          }
      }
      #endif
      """)
  }

  @Test func anAppleObservableTypeKeepsItsHoldersBeforeIOS17() {
    // Apple's @Observable exists only from iOS 17: the bridge cannot make a view follow it, so its holders
    // (here in a state people leave mid-migration) stay as they are, and so does a non-view class.
    let view = """
      import SwiftUI

      @Observable final class Engine {
          var rate = 0
      }

      @Observable final class Helper {
          @ObservationIgnored @EnvironmentObject var engine: Engine
      }

      struct Screen: View {
          @EnvironmentObject var engine: Engine
          var body: some View {
              Text("\\(engine.rate)")
          }
      }
      """
    let run = run(["View.swift": view])
    #expect(run.report.changes.isEmpty)
    #expect(run.output["View.swift"] == view)
  }

  @Test func theBridgeImportNeverLandsInsideARemovedCombineImport() {
    let run = run(["Counter.swift": Self.counter, "View.swift": """
      import SwiftUI
      import Combine

      struct Screen: View {
          @ObservedObject var counter: Counter
          var body: some View {
              Text("\\(counter.count)")
          }
      }
      """])
    #expect(run.report.skipped.isEmpty)
    #expect(run.output["View.swift"] == """
      import SwiftUI
      import LookoutSwiftUI

      struct Screen: View {
          let counter: Counter
          var body: some View {
              WithTracking { Text("\\(counter.count)") }
          }
      }
      """)
  }

  @Test func aBindingThroughAHolderUsesTheBridgesBindable() {
    let run = run(["Counter.swift": Self.counter, "View.swift": """
      import SwiftUI

      struct Screen: View {
          @EnvironmentObject var counter: Counter
          var body: some View {
              Stepper("Count", value: $counter.count)
          }
      }

      struct Child: View {
          let screen: Screen
          var body: some View {
              Stepper("Count", value: screen.$counter.count)
          }
      }
      """])
    let migrated = run.output["View.swift"] ?? ""
    #expect(migrated.contains("value: TrackedBindable(screen.counter).count"))
    // Every `Bindable(` is the bridge's: Apple's exists only from iOS 17.
    #expect(migrated.components(separatedBy: "Bindable(").count == migrated.components(separatedBy: "TrackedBindable(").count)
  }

  @Test func onlyFilesBuiltBeforeIOS17UseTheBridge() throws {
    let root = NSTemporaryDirectory() + "lookout-bridge-scope-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
    try Self.appAt17WidgetAt16.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let view = """
      import SwiftUI

      struct Screen: View {
          @EnvironmentObject var counter: Counter
          var body: some View {
              Text("\\(counter.count)")
          }
      }
      """
    let app = root + "/App/ContentView.swift", widget = root + "/Widget/Widget.swift"
    let run = run([root + "/App/Counter.swift": Self.counter, app: view, widget: view],
                  settings: ProjectSettings.read(under: [root]))
    #expect(run.output[app]?.contains("@Environment(Counter.self) var counter") == true)
    #expect(run.output[app]?.contains("WithTracking") == false)
    #expect(run.output[widget]?.contains("@TrackedEnvironment(Counter.self) var counter") == true)
    #expect(run.output[widget]?.contains("WithTracking {") == true)
  }

  /// An Xcode project at iOS 16 whose App target (the `App` folder) sets iOS 17 and whose Widget target (the
  /// `Widget` folder) inherits the project's.
  static let appAt17WidgetAt16 = """
    // !$*UTF8*$!
    {
    	objects = {
    		SA = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    		SW = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
    		G0 = {isa = PBXGroup; children = (SA, SW, ); sourceTree = "<group>"; };
    		TA = {isa = PBXNativeTarget; buildConfigurationList = LA; buildPhases = ( ); fileSystemSynchronizedGroups = (SA, ); name = App; };
    		TW = {isa = PBXNativeTarget; buildConfigurationList = LW; buildPhases = ( ); fileSystemSynchronizedGroups = (SW, ); name = Widget; };
    		CA = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };
    		CW = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Widget; }; name = Debug; };
    		CP = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Debug; };
    		LA = {isa = XCConfigurationList; buildConfigurations = (CA, ); };
    		LW = {isa = XCConfigurationList; buildConfigurations = (CW, ); };
    		LP = {isa = XCConfigurationList; buildConfigurations = (CP, ); };
    		R1 = {isa = PBXProject; buildConfigurationList = LP; mainGroup = G0; targets = (TA, TW, ); };
    	};
    	rootObject = R1;
    }

    """

  @Test func theRunSaysWhichPackagesToAddAndWhichFilesTookTheBridgeForWantOfATarget() throws {
    let view = "import SwiftUI\n\nstruct Screen: View {\n    @ObservedObject var counter: Counter\n    var body: some View { Text(\"\\(counter.count)\") }\n}\n"
    let run = run(["Counter.swift": Self.counter, "View.swift": view])
    let reasons = run.report.manual.map(\.reason)
    #expect(reasons.contains { $0.hasPrefix("2 migrated files now import Lookout and LookoutSwiftUI (1 the bridge)") }, "\(reasons)")
    // No settings were read: no deployment target covers View.swift, and the run says so.
    #expect(reasons.contains { $0.hasPrefix("no deployment target covers 1 file now on the LookoutSwiftUI bridge") }, "\(reasons)")
    let root = NSTemporaryDirectory() + "lookout-covered-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "let package = Package(name: \"App\", platforms: [.iOS(.v16)])\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
    let covered = ProjectSettings.read(under: [root])
    let known = self.run([root + "/Counter.swift": Self.counter, root + "/View.swift": view], settings: covered)
    #expect(known.output[root + "/View.swift"]?.contains("WithTracking {") == true)
    #expect(!known.report.manual.contains { $0.reason.hasPrefix("no deployment target covers") })
  }
}
