import Foundation

/// A minimum OS version a project declares, and where.
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
  public let platform: String
  public let version: String
  public let source: String

  public var description: String { "\(platform) \(version) (\(source))" }

  public init(platform: String, version: String, source: String) {
    self.platform = platform
    self.version = version
    self.source = source
  }

  /// The first version with Observation, per platform.
  package static let observationMinimum: [String: Double] = ["iOS": 17, "macOS": 14, "tvOS": 17, "watchOS": 10, "macCatalyst": 17]

  /// Whether Observation is unavailable at this target.
  public var predatesObservation: Bool {
    guard let minimum = Self.observationMinimum[platform], let number = Self.number(version) else { return false }
    return number < minimum
  }

  /// The first version whose runtime runs an `isolated deinit` (SE-0371), per platform.
  package static let isolatedDeinitMinimum: [String: Double] = ["iOS": 18.4, "macOS": 15.4, "tvOS": 18.4, "watchOS": 11.4, "visionOS": 2.4]

  /// Whether an `isolated deinit` cannot run at this target.
  public var predatesIsolatedDeinit: Bool {
    guard let minimum = Self.isolatedDeinitMinimum[platform], let number = Self.number(version) else { return false }
    return number < minimum
  }

  private static func number(_ version: String) -> Double? {
    let parts = version.split(separator: ".").prefix(2)
    guard let major = parts.first.flatMap({ Double($0) }) else { return nil }
    let minor = parts.dropFirst().first.flatMap { Double("0." + $0) } ?? 0
    return major + minor
  }

  /// Deployment targets declared by `Package.swift` files, Xcode projects and `.xcconfig` files under (or
  /// at) `roots`, and by the project that encloses each root: `migrate App/Sources` reads `App/Package.swift`.
  public static func find(under roots: [String]) -> [DeploymentTarget] {
    read(ProjectSettingFiles.find(under: roots))
  }

  /// The deployment targets the given project files declare.
  static func read(_ files: [String]) -> [DeploymentTarget] {
    var found: [DeploymentTarget] = []
    for path in files where !path.hasSuffix(".yml") {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      if path.hasSuffix("Package.swift") {
        found += fromManifest(text, path: path)
      } else if (path as NSString).lastPathComponent == TuistManifest.fileName {
        found += TuistManifest.deploymentTargets(text, path: path)
      } else {
        found += fromBuildSettings(text, path: path)
      }
    }
    return Array(Set(found)).sorted { ($0.source, $0.platform) < ($1.source, $1.platform) }
  }

  /// `.iOS(.v16)`, `.iOS("16.4")`, `.macOS(.v13)` in a manifest's `platforms:`.
  package static func fromManifest(_ text: String, path: String) -> [DeploymentTarget] {
    let pattern = #"\.(iOS|macOS|tvOS|watchOS|macCatalyst|visionOS)\(\s*(?:\.v(\d+(?:_\d+)?)|"(\d+(?:\.\d+)*)")"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      guard let platform = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { return nil }
      let version = Range(match.range(at: 2), in: text).map { text[$0].replacingOccurrences(of: "_", with: ".") }
        ?? Range(match.range(at: 3), in: text).map { String(text[$0]) }
      return version.map { DeploymentTarget(platform: platform, version: $0, source: path) }
    }
  }

  /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` and its siblings in a `project.pbxproj`, or without the `;` in an
  /// `.xcconfig`.
  package static func fromBuildSettings(_ text: String, path: String) -> [DeploymentTarget] {
    let keys = ["IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS",
                "TVOS_DEPLOYMENT_TARGET": "tvOS", "WATCHOS_DEPLOYMENT_TARGET": "watchOS"]
    var found: [DeploymentTarget] = []
    for (key, platform) in keys {
      guard let regex = try? NSRegularExpression(pattern: key + #"\s*=\s*"?(\d+(?:\.\d+)*)"?[ \t]*(?:;|//|$)"#, options: .anchorsMatchLines)
      else { continue }
      let range = NSRange(text.startIndex..., in: text)
      for match in regex.matches(in: text, range: range) {
        if let version = Range(match.range(at: 1), in: text) {
          found.append(DeploymentTarget(platform: platform, version: String(text[version]), source: path))
        }
      }
    }
    return found
  }
}
