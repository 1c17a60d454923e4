import Foundation

/// A Tuist project manifest (`Project.swift`, which imports `ProjectDescription`): the deployment targets it
/// declares, as written in its `deploymentTargets:` (`.iOS("17.0")`, `.multiplatform(iOS: "16.0", macOS: "13.0")`),
/// Tuist 3's `deploymentTarget: .iOS(targetVersion: "16.0", …)`, and `"IPHONEOS_DEPLOYMENT_TARGET": "17.0"`
/// settings, a version also given through a string constant of the file (`let minimum = "17.0"`).
enum TuistManifest {
  static let fileName = "Project.swift"

  static let platforms: [String: String] = [
    "iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
    "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS", "TVOS_DEPLOYMENT_TARGET": "tvOS",
    "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS",
  ]

  static func deploymentTargets(_ text: String, path: String) -> [DeploymentTarget] {
    guard text.contains("import ProjectDescription") else { return [] }
    let constants = Self.constants(in: text)
    // A version as written: a literal, an interpolated constant, or a constant's name.
    let value = #"(?:"(\d+(?:\.\d+)*)"|"\\\((\w+)\)"|(\w+))"#
    let patterns = [
      #"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*(?:targetVersion:\s*)?"# + value,
      #"\b(iOS|macOS|tvOS|watchOS|visionOS):\s*"# + value,
      #""(IPHONEOS_DEPLOYMENT_TARGET|MACOSX_DEPLOYMENT_TARGET|TVOS_DEPLOYMENT_TARGET|WATCHOS_DEPLOYMENT_TARGET|XROS_DEPLOYMENT_TARGET)"\s*:\s*"# + value,
    ]
    var found: Set<DeploymentTarget> = []
    let range = NSRange(text.startIndex..., in: text)
    for pattern in patterns {
      guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
      for match in regex.matches(in: text, range: range) {
        guard let key = Range(match.range(at: 1), in: text).map({ String(text[$0]) }), let platform = platforms[key] else { continue }
        let literal = Range(match.range(at: 2), in: text).map { String(text[$0]) }
        let named = (Range(match.range(at: 3), in: text) ?? Range(match.range(at: 4), in: text)).map { String(text[$0]) }
        guard let version = literal ?? named.flatMap({ constants[$0] }) else { continue }
        found.insert(DeploymentTarget(platform: platform, version: version, source: path))
      }
    }
    return found.sorted { $0.platform < $1.platform }
  }

  /// `let name = "17.0"` (or `private let`, `static let`, with `: String`): versions named in the file.
  static func constants(in text: String) -> [String: String] {
    guard let regex = try? NSRegularExpression(pattern: #"\blet\s+(\w+)\s*(?::\s*String\s*)?=\s*"(\d+(?:\.\d+)*)""#) else { return [:] }
    var found: [String: String] = [:]
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      if let name = Range(match.range(at: 1), in: text), let version = Range(match.range(at: 2), in: text) {
        found[String(text[name])] = String(text[version])
      }
    }
    return found
  }
}
