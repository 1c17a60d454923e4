import Foundation
@testable import LookoutSyntax
import Testing

/// Build settings read from manifests, Xcode projects, xcconfigs and XcodeGen specs, per project and target.
@Suite struct ProjectSettingsTests {
  /// Writes `files` (relative path → text) into a fresh directory and returns it.
  static func project(_ files: [String: String]) throws -> String {
    let root = NSTemporaryDirectory() + "lookout-settings-\(UUID().uuidString)"
    for (relative, text) in files {
      let path = root + "/" + relative
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func aPackageTargetWithDefaultIsolationIsMainActorAndItsSiblingIsNot() throws {
    let root = try Self.project([
      "Package.swift": """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "UI", dependencies: ["Core"], swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "Core", path: "Lib/Core"),
            .testTarget(name: "UITests", dependencies: ["UI"]),
        ])
        for target in package.targets {
            target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
        }
        """,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.isMainActorByDefault(root + "/Sources/UI/View.swift"))
    #expect(!settings.isMainActorByDefault(root + "/Lib/Core/Model.swift"))
    #expect(!settings.isMainActorByDefault(root + "/Tests/UITests/T.swift"))
    #expect(settings.runsNonisolatedAsyncOnCaller(root + "/Lib/Core/Model.swift"))
    #expect(settings.swiftLanguageMode(root + "/Lib/Core/Model.swift") == 6)
  }

  /// Library evolution is on only where a project says so: a package target's unsafe flag, an xcconfig's
  /// `BUILD_LIBRARY_FOR_DISTRIBUTION`; an app's own package and files are not built that way.
  @Test func libraryEvolutionIsReadWhereAProjectTurnsItOn() throws {
    let root = try Self.project([
      "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Framework", swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]),
            .target(name: "Local"),
        ])
        """,
      "SDK/Shipping.xcconfig": "BUILD_LIBRARY_FOR_DISTRIBUTION = YES\n",
      "SDK/project.yml": "name: SDK\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.isBuiltWithLibraryEvolution(root + "/Sources/Framework/Model.swift"))
    #expect(!settings.isBuiltWithLibraryEvolution(root + "/Sources/Local/Model.swift"))
    #expect(settings.isBuiltWithLibraryEvolution(root + "/SDK/Sources/Model.swift"))
    #expect(!ProjectSettings().isBuiltWithLibraryEvolution(root + "/Sources/Local/Model.swift"))
  }

  @Test func anXcodeProjectSettingCoversItsFilesButNotANestedPackage() throws {
    let root = try Self.project([
      "App.xcodeproj/project.pbxproj": "buildSettings = {\n\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n\tSWIFT_VERSION = 5.0;\n};\n",
      "App/ContentView.swift": "",
      "Packages/Kit/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.isMainActorByDefault(root + "/App/ContentView.swift"))
    #expect(settings.swiftLanguageMode(root + "/App/ContentView.swift") == 5)
    #expect(!settings.isMainActorByDefault(root + "/Packages/Kit/Sources/Kit/Kit.swift"))
  }

  /// A project with an app (main actor by default, through its .xcconfig), a widget whose files are listed
  /// in its Sources phase, and a synchronized folder the widget shares one file of: each file gets the
  /// settings of the targets that compile it, and a file no target compiles gets none.
  static let twoTargets = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objects = {
    		B1 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Widget.swift */; };
    		F1 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
    		F2 /* App.xcconfig */ = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };
    		S1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1 /* exceptions */, ); path = App; sourceTree = "<group>"; };
    		E1 /* exceptions */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Shared/Entry.swift,
    			);
    			target = T2 /* Widget */;
    		};
    		G0 = {isa = PBXGroup; children = (S1 /* App */, G1 /* Widget */, F2, ); sourceTree = "<group>"; };
    		G1 /* Widget */ = {isa = PBXGroup; children = (F1 /* Widget.swift */, ); path = Widget; sourceTree = "<group>"; };
    		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1 /* Widget.swift in Sources */, ); };
    		P2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( ); };
    		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P2, ); fileSystemSynchronizedGroups = (S1 /* App */, ); name = App; };
    		T2 /* Widget */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P1, ); name = Widget; };
    		C1 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = F2 /* App.xcconfig */; buildSettings = {PRODUCT_NAME = App; }; name = Debug; };
    		C2 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; OTHER_SWIFT_FLAGS = ("-Xfrontend", "-warn-concurrency", ); }; name = Debug; };
    		C3 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Debug; };
    		L1 = {isa = XCConfigurationList; buildConfigurations = (C1 /* Debug */, ); };
    		L2 = {isa = XCConfigurationList; buildConfigurations = (C2 /* Debug */, ); };
    		L0 = {isa = XCConfigurationList; buildConfigurations = (C3 /* Debug */, ); };
    		R1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1 /* App */, T2 /* Widget */, ); };
    	};
    	rootObject = R1 /* Project object */;
    }

    """

  @Test func anXcodeProjectsSettingsApplyToTheFilesOfTheTargetThatCompilesThem() throws {
    let root = try Self.project([
      "App.xcodeproj/project.pbxproj": Self.twoTargets,
      "Config/App.xcconfig": "#include \"Base.xcconfig\"\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n",
      "Config/Base.xcconfig": "SWIFT_APPROACHABLE_CONCURRENCY = YES\n",
      "App/ContentView.swift": "",
      "App/Shared/Entry.swift": "",
      "Widget/Widget.swift": "",
      "Scratch/Old.swift": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.isMainActorByDefault(root + "/App/ContentView.swift"))
    #expect(settings.runsNonisolatedAsyncOnCaller(root + "/App/ContentView.swift"))
    #expect(settings.swiftLanguageMode(root + "/App/ContentView.swift") == 5)
    #expect(!settings.isMainActorByDefault(root + "/Widget/Widget.swift"))
    #expect(settings.swiftLanguageMode(root + "/Widget/Widget.swift") == 6)
    // Compiled by both: each target's settings hold for it.
    #expect(settings.isMainActorByDefault(root + "/App/Shared/Entry.swift"))
    #expect(settings.swiftLanguageMode(root + "/App/Shared/Entry.swift") == 6)
    // In the project, compiled by no target: no target's settings, and it is known to be built by none.
    #expect(!settings.isMainActorByDefault(root + "/Scratch/Old.swift"))
    #expect(settings.swiftLanguageMode(root + "/Scratch/Old.swift") == nil)
    #expect(settings.isCompiledByNoTarget(root + "/Scratch/Old.swift"))
    #expect(!settings.isCompiledByNoTarget(root + "/Widget/Widget.swift"))
  }

  @Test func openStepPlistsParse() {
    let parsed = OpenStepPlist.parse("// !$*UTF8*$!\n{ a = \"x \\\"y\\\"\"; /* c */ b = (1, two, ); c = { d = e; }; }")
    #expect(parsed == .dictionary(["a": .string("x \"y\""), "b": .array([.string("1"), .string("two")]), "c": .dictionary(["d": .string("e")])]))
    #expect(OpenStepPlist.parse("{ a = ; }") == nil)
    #expect(OpenStepPlist.parse("{ a = b; } trailing") == nil)
  }

  @Test func xcodeGenAndXcconfigSettingsAreRead() throws {
    let root = try Self.project([
      "project.yml": "name: App\n",
      "App/target.yml": "targets:\n  App:\n    settings:\n      SWIFT_APPROACHABLE_CONCURRENCY: YES\n      SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor\n",
      "Config/Shared.xcconfig": "SWIFT_VERSION = 6.0\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let settings = ProjectSettings.read(under: [root])
    #expect(settings.isMainActorByDefault(root + "/App/Model.swift"))
    #expect(settings.runsNonisolatedAsyncOnCaller(root + "/App/Model.swift"))
    #expect(settings.swiftLanguageMode(root + "/App/Model.swift") == 6)
  }

  @Test func theConfigurationOverridesTheBuildSettings() throws {
    let root = try Self.project(["App.xcodeproj/project.pbxproj": "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    var configuration = ProjectConfiguration()
    configuration.mainActorByDefault = false
    #expect(ProjectSettings.read(under: [root]).isMainActorByDefault(root + "/A.swift"))
    #expect(!ProjectSettings.read(under: [root], configuration: configuration).isMainActorByDefault(root + "/A.swift"))
  }

  @Test func noSettingsMeansNothingIsAssumed() {
    let settings = ProjectSettings()
    #expect(!settings.isMainActorByDefault("/x/A.swift"))
    #expect(!settings.runsNonisolatedAsyncOnCaller("/x/A.swift"))
    #expect(settings.swiftLanguageMode("/x/A.swift") == nil)
  }
}
