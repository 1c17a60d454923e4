import Foundation
@testable import LookoutLint
import LookoutSyntax
import LookoutTestSupport
import Testing

/// What a finding's severity says (errors only for code that does not build, notes for style), how a rule
/// that could not resolve something lowers its finding, and the code lint leaves to compile rules: previews
/// and files no target compiles.
@Suite struct LintScopeTests {
  static func lint(_ files: [String: String], configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
    Linter(configuration: configuration).lint(MemorySources(files)).findings
  }

  static func describe(_ findings: [Finding]) -> [String] {
    findings.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.ruleID) \($0.severity)" }
  }

  @Test func previewCodeIsLeftToCompileRules() {
    let text = """
      import SwiftUI
      @Observable final class Feed {
          var posts: [String] = []
          init() { NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in } }
      }
      #Preview {
          struct Wrapper: View {
              let feed = Feed()
              @State private var other = Feed()
              @StateObject private var broken = Feed()
              var body: some View { Text("\\(feed.posts.count)") }
          }
          return Wrapper()
      }
      struct FeedView_Previews: PreviewProvider {
          static var previews: some View { Holder() }
          struct Holder: View {
              @State private var feed = Feed()
              var body: some View { Text("") }
          }
      }
      """
    // Only the compile error: @StateObject on an @Observable class does not build, preview or not.
    #expect(Self.describe(Self.lint(["Feed.swift": text])) == ["Feed.swift:10 legacy-wrapper-on-observable error"])
  }

  @Test func styleFindingsAreNotes() {
    let text = """
      import SwiftUI
      @Observable final class Model {
          @ObservationIgnored let api = API()
          var name = ""
      }
      @Observable final class Both: ObservableObject { var count = 0 }
      struct Reader: View {
          @Bindable var model: Model
          var body: some View { Text(model.name) }
      }
      """
    #expect(Self.describe(Self.lint(["Model.swift": text])) == [
      "Model.swift:3 ineffective-observation-annotation note",
      "Model.swift:6 dual-observation-conformance note",
      "Model.swift:8 unused-bindable note",
    ])
  }

  /// A view whose call sites are not in the project (a library's public view): the stale-state rules cannot
  /// tell whether its argument changes, and lower their findings to notes, saying why.
  @Test func aViewWithNoCallSiteGetsNotes() {
    let text = """
      import SwiftUI
      @Observable public final class Download { public init(model: String) {} }
      public struct DownloadView: View {
          @State private var download: Download
          @State var shown: Download
          public init(model: String, shown: Download) {
              _download = State(initialValue: Download(model: model))
              self.shown = shown
          }
          public var body: some View { Text("") }
      }
      """
    let findings = Self.lint(["DownloadView.swift": text])
    #expect(Self.describe(findings) == [
      "DownloadView.swift:5 state-on-passed-model note",
      "DownloadView.swift:7 state-initial-value-in-init note",
    ])
    #expect(findings.allSatisfy { $0.message.contains("(no call site in this project shows whether it changes)") })
  }

  /// In an Xcode project, a file that no target compiles is built by nothing: its findings are one level
  /// lower, and say so. Build settings come from the target that compiles a file, not from another target.
  @Test func filesNoTargetCompilesAndPerTargetSettings() throws {
    let root = NSTemporaryDirectory() + "lookout-targets-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let cart = """
      import SwiftUI
      @Observable final class Cart {
          var items: [String] = []
          func load() async { items = await fetchItems() }
      }
      struct CartView: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      @Observable final class CartSettings {
          @AppStorage("size") var size = 14
      }

      """
    let files = [
      "App.xcodeproj/project.pbxproj": Self.project,
      "App/Cart.swift": cart.replacingOccurrences(of: "Cart", with: "AppCart"),
      "Widget/Cart.swift": cart.replacingOccurrences(of: "Cart", with: "WidgetCart"),
      "Old/Cart.swift": cart.replacingOccurrences(of: "Cart", with: "OldCart"),
    ]
    for (relative, text) in files {
      let path = root + "/" + relative
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let configuration = try LintConfiguration(ProjectConfiguration(), readingSettingsUnder: [root])
    let findings = Linter(configuration: configuration).lint(try DiskSources(under: [root])).findings
    let described = findings.map { "\(($0.file as NSString).deletingLastPathComponent.split(separator: "/").last ?? ""):\($0.line) \($0.ruleID) \($0.severity)" }
    // No target compiles Old/: nothing there builds, so its error is a warning (and its warning a note). The
    // app target isolates to the main actor by default; the widget does not.
    #expect(Set(described) == [
      "Old:2 model-not-main-actor note", "Old:11 property-wrapper-in-observable warning",
      "App:11 property-wrapper-in-observable error",
      "Widget:2 model-not-main-actor warning", "Widget:11 property-wrapper-in-observable error",
    ])
    #expect(findings.filter { $0.file.contains("/Old/") }.allSatisfy { $0.message.hasSuffix("(no target of its Xcode project compiles this file)") })
  }

  /// An app target (its files listed in the Sources phase, main actor by default) and a widget target.
  static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
    \t\tF1 = {isa = PBXFileReference; path = Cart.swift; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; path = Cart.swift; sourceTree = "<group>"; };
    \t\tG0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };
    \t\tG2 = {isa = PBXGroup; children = (F2, ); path = Widget; sourceTree = "<group>"; };
    \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
    \t\tP2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = App; };
    \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2, ); name = Widget; };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; name = Debug; };
    \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Debug; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
    \t\tR1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
    \t};
    \trootObject = R1;
    }

    """
}
