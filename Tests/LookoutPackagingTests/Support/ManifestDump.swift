import Foundation
import LookoutTestSupport

/// `swift package dump-package` of this package: SwiftPM evaluates the manifest, without fetching anything.
struct ManifestDump {
  struct Platform {
    let name: String
    let version: String
  }

  let json: [String: Any]

  /// The manifest as SwiftPM sees it, with extra environment variables (`LOOKOUT_SWIFT_SYNTAX=package`),
  /// evaluated by `swift` (a name looked up on PATH, or a path) started in `directory` (the package's own).
  static func load(environment: [String: String] = [:], swift: String = "swift", in directory: String = PackagePaths.root) throws -> ManifestDump {
    // A scratch path of its own: `swift test` holds the lock of the package's own build directory.
    let scratch = NSTemporaryDirectory() + "lookout-manifest-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let result = try Shell.run(
      [swift, "package", "--scratch-path", scratch, "dump-package"], in: directory, environment: environment)
    guard result.status == 0, let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any] else {
      throw Shell.Failure(command: "swift package dump-package", result: result)
    }
    return ManifestDump(json: object)
  }

  var platforms: [Platform] {
    (json["platforms"] as? [[String: Any]] ?? []).compactMap { entry in
      guard let name = entry["platformName"] as? String, let version = entry["version"] as? String else { return nil }
      return Platform(name: name, version: version)
    }
  }

  /// The URLs of the package dependencies.
  var dependencyURLs: [String] {
    (json["dependencies"] as? [[String: Any]] ?? []).flatMap { dependency -> [String] in
      let sourceControl = dependency["sourceControl"] as? [[String: Any]] ?? []
      return sourceControl.flatMap { entry -> [String] in
        let remotes = (entry["location"] as? [String: Any])?["remote"] as? [[String: Any]] ?? []
        return remotes.compactMap { $0["urlString"] as? String }
      }
    }
  }

  /// Whether the manifest took swift-syntax from the toolchain (the root package's mode).
  var usesToolchainSwiftSyntax: Bool { dependencyURLs.isEmpty && targetsWithUnsafeFlags.contains("LookoutMacros") }

  /// Names of the targets whose settings contain unsafe flags.
  var targetsWithUnsafeFlags: [String] {
    (json["targets"] as? [[String: Any]] ?? []).compactMap { target in
      let settings = target["settings"] as? [[String: Any]] ?? []
      let unsafe = settings.contains { setting in
        ((setting["kind"] as? [String: Any])?.keys.contains("unsafeFlags")) ?? false
      }
      return unsafe ? target["name"] as? String : nil
    }
  }
}
