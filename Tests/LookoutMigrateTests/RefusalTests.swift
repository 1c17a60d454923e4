import Foundation
@testable import LookoutMigrate
import LookoutSyntax
import Testing

/// What the migration refuses or leaves alone: early deployment targets, files that do not parse.
@Suite struct RefusalTests {
  @Test func manifestTargetsAreRead() {
    let manifest = """
      let package = Package(
        name: "App",
        platforms: [.iOS(.v16), .macOS("13.5"), .watchOS(.v10), .tvOS(.v17_2)],
        targets: []
      )
      """
    let targets = DeploymentTarget.fromManifest(manifest, path: "Package.swift")
    #expect(targets.map(\.description) == [
      "iOS 16 (Package.swift)", "macOS 13.5 (Package.swift)", "watchOS 10 (Package.swift)", "tvOS 17.2 (Package.swift)",
    ])
    #expect(targets.map(\.predatesObservation) == [true, true, false, false])
  }

  @Test func xcodeProjectTargetsAreRead() {
    let project = """
      IPHONEOS_DEPLOYMENT_TARGET = 16.4;
      MACOSX_DEPLOYMENT_TARGET = 14.0;
      """
    let targets = DeploymentTarget.fromBuildSettings(project, path: "App.xcodeproj/project.pbxproj")
    #expect(Set(targets.map(\.description)) == ["iOS 16.4 (App.xcodeproj/project.pbxproj)", "macOS 14.0 (App.xcodeproj/project.pbxproj)"])
  }

  @Test func earlyTargetRefusesObservationButNotLookout() throws {
    let targets = [DeploymentTarget(platform: "iOS", version: "16.0", source: "App.xcodeproj/project.pbxproj")]
    let refusal = try #require(DeploymentTarget.refusal(for: targets, runtime: .observation))
    #expect(refusal.contains("iOS 16.0 in App.xcodeproj/project.pbxproj"))
    #expect(refusal.contains("--runtime lookout"))
    #expect(refusal.contains("--ignore-deployment-target"))
    #expect(DeploymentTarget.refusal(for: targets, runtime: .lookout) == nil)
    #expect(DeploymentTarget.refusal(for: [DeploymentTarget(platform: "iOS", version: "17.0", source: "x")], runtime: .observation) == nil)
  }

  @Test func targetsAreFoundOnDiskButNotInBuildFolders() throws {
    let directory = NSTemporaryDirectory() + "lookout-targets-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/App.xcodeproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: directory + "/.build/checkouts/dep", withIntermediateDirectories: true)
    try "IPHONEOS_DEPLOYMENT_TARGET = 15.0;".write(toFile: directory + "/App.xcodeproj/project.pbxproj", atomically: false, encoding: .utf8)
    try "platforms: [.iOS(.v12)]".write(toFile: directory + "/.build/checkouts/dep/Package.swift", atomically: false, encoding: .utf8)
    let targets = DeploymentTarget.find(under: [directory])
    #expect(targets.map(\.version) == ["15.0"])
  }

  @Test func theEnclosingProjectIsFoundAboveTheGivenPath() throws {
    let root = NSTemporaryDirectory() + "lookout-enclosing-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/Pkg/Sources/Feature", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/App/App.xcodeproj", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/App/Sources", withIntermediateDirectories: true)
    try "let package = Package(name: \"Pkg\", platforms: [.iOS(.v16)])".write(toFile: root + "/Pkg/Package.swift", atomically: false, encoding: .utf8)
    try "MACOSX_DEPLOYMENT_TARGET = 13.0;".write(toFile: root + "/App/App.xcodeproj/project.pbxproj", atomically: false, encoding: .utf8)
    try "IPHONEOS_DEPLOYMENT_TARGET = 15.4 // base\n".write(toFile: root + "/App/Base.xcconfig", atomically: false, encoding: .utf8)
    // Above the repository's root nothing counts.
    try "platforms: [.iOS(.v12)]".write(toFile: NSTemporaryDirectory() + "Package.swift", atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "Package.swift") }

    let fromPackage = DeploymentTarget.find(under: [root + "/Pkg/Sources/Feature"])
    #expect(fromPackage.map(\.description) == ["iOS 16 (\(root)/Pkg/Package.swift)"])
    let fromApp = DeploymentTarget.find(under: [root + "/App/Sources"])
    #expect(Set(fromApp.map { "\($0.platform) \($0.version)" }) == ["macOS 13.0", "iOS 15.4"])
    #expect(DeploymentTarget.refusal(for: fromPackage, runtime: .observation) != nil)
    #expect(DeploymentTarget.find(under: [root]).isEmpty == false)
  }

  @Test func theRefusalIsHonestAboutSwiftUIAndTracked() throws {
    let targets = [DeploymentTarget(platform: "iOS", version: "16.0", source: "Package.swift")]
    // A project with SwiftUI views: --runtime lookout migrates them onto the bridge, and the refusal says
    // what that does, naming the views.
    let sources = MemorySources([
      "App/Model.swift": "import Combine\nfinal class Model: ObservableObject {\n    @Published var x = 0\n}\n",
      "App/ContentView.swift": "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"\") }\n}\n",
      "App/Other.swift": "import SwiftUI\nprotocol Screen: View {}\n",
    ])
    let views = DeploymentTarget.swiftUIViewFiles(in: sources)
    #expect(views == ["App/ContentView.swift"])
    let refusal = try #require(DeploymentTarget.refusal(for: targets, runtime: .observation, swiftUIViews: views))
    #expect(refusal.contains("--runtime lookout             migrate onto Lookout, down to iOS 13"))
    #expect(refusal.contains("observe them through the bridge"))
    #expect(refusal.contains("1 file: App/ContentView.swift"))
    #expect(refusal.contains("wrapped in WithTracking { }"))
    // Without SwiftUI views, the Lookout runtime needs no bridge, and the refusal says so.
    let plain = try #require(DeploymentTarget.refusal(for: targets, runtime: .observation, swiftUIViews: []))
    #expect(plain.contains("declares no SwiftUI view, so nothing needs the SwiftUI bridge"))
    #expect(!plain.contains("WithTracking"))
  }

  @Test func aFileThatDoesNotParseIsLeftAloneAndTheOthersMigrate() {
    let broken = "import SwiftUI\nstruct V: View {\n    @StateObject var m = M(\n    var body: some View { Text(\"\") }\n}\n"
    let run = MigrationRun([
      "M.swift": "import SwiftUI\nfinal class M: ObservableObject {\n    @Published var x = 0\n}\n",
      "V.swift": broken,
    ])
    #expect(run.output["V.swift"] == broken)
    #expect(run.report.changes.map(\.path) == ["M.swift"])
    let skipped = run.report.skipped.first { $0.path == "V.swift" }
    #expect(skipped?.errors.isEmpty == false)
    // `line:column: message`
    #expect(skipped?.errors.first?.hasPrefix("4:") == true || skipped?.errors.first?.hasPrefix("3:") == true)
  }

  @Test func aModelInAFileThatDoesNotParseIsNotMigratedAnywhere() {
    let run = MigrationRun([
      "M.swift": "import SwiftUI\nfinal class M: ObservableObject {\n    @Published var x = 0\n    func f( {\n}\n",
      "V.swift": "import SwiftUI\nstruct V: View {\n    @StateObject var m = M()\n    var body: some View { Text(\"\") }\n}\n",
    ])
    #expect(run.report.changes.isEmpty)
    #expect(run.report.skipped.map(\.path) == ["M.swift"])
  }

  @Test func invalidUTF8IsSkipped() {
    var bytes = Array("final class M: ObservableObject {\n    @Published var x = 0\n}\n// ".utf8)
    bytes += [0xFF, 0xFE, 0x0A]
    struct ByteSources: SourceProvider {
      let bytes: [UInt8]
      var paths: [String] { ["M.swift"] }
      func load(_ path: String) throws(FileError) -> SourceText { SourceText(path: path, bytes: bytes) }
    }
    let report = Migrator().migrate(ByteSources(bytes: bytes))
    #expect(report.changes.isEmpty)
    // Line 4, column 4: the first byte after `// `.
    #expect(report.skipped.first?.errors == [
      "4:4: not valid UTF-8 (Latin-1 or another 8-bit encoding?); the Swift compiler reads only UTF-8: save the file as UTF-8 and run again",
    ])
  }

  @Test func missingPathsAreAnError() {
    #expect(throws: FileError.self) { try DiskSources(under: ["/no/such/place/\(UUID().uuidString)"]) }
  }

  @Test func onlyMigratesTheNamedModelAndItsViews() {
    let run = MigrationRun([
      "A.swift": "import SwiftUI\nfinal class A: ObservableObject {\n    @Published var x = 0\n}\n",
      "B.swift": "import SwiftUI\nfinal class B: ObservableObject {\n    @Published var y = 0\n}\n",
      "V.swift": "import SwiftUI\nstruct V: View {\n    @StateObject var a = A()\n    @StateObject var b = B()\n    var body: some View { Text(\"\") }\n}\n",
    ], only: ["A"])
    #expect(run.report.models == ["A"])
    #expect(run.output["B.swift"]?.contains("ObservableObject") == true)
    #expect(run.output["V.swift"] == "import SwiftUI\nstruct V: View {\n    @State var a = A()\n    @StateObject var b = B()\n    var body: some View { Text(\"\") }\n}\n")
  }

  @Test func onlyKeepsAClassHierarchyTogether() {
    let run = MigrationRun([
      "A.swift": "import SwiftUI\nclass Base: ObservableObject {\n    @Published var x = 0\n}\nfinal class Sub: Base {\n    @Published var y = 0\n}\n",
    ], only: ["Sub"])
    // A subclass can't become @Observable while its superclass stays ObservableObject: reported, not half done.
    #expect(run.report.changes.isEmpty)
    #expect(run.report.manual.map(\.reason) == ["Sub inherits from Base, which stays ObservableObject, so Sub stays too"])
    #expect(run.report.modelsFound == ["Base", "Sub"])
  }

  @Test func onlyWithAnUnknownNameSaysSo() {
    let run = MigrationRun(["A.swift": "import SwiftUI\nfinal class A: ObservableObject {\n    @Published var x = 0\n}\n"], only: ["Nope"])
    #expect(run.report.unknownModels == ["Nope"])
    #expect(run.report.changes.isEmpty)
  }
}
