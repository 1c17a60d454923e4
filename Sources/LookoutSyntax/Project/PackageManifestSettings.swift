import Foundation

/// The settings a `Package.swift` gives its targets, read from its text without evaluating it: the tools
/// version's language mode, and per target (or for every target, when written outside the target calls,
/// as in `for target in package.targets { … }`) `.defaultIsolation(MainActor.self)`,
/// `.enableUpcomingFeature("NonisolatedNonsendingByDefault")`, `.swiftLanguageMode(.v5)` and
/// `.unsafeFlags(["-enable-library-evolution"])`.
enum PackageManifestSettings {
  static let targetCalls = [".target(", ".executableTarget(", ".testTarget(", ".macro("]

  static func scopes(_ text: String, directory: String) -> [ProjectSettings.Scope] {
    let bytes = Array(text.utf8)
    var outside = ""
    var scopes: [ProjectSettings.Scope] = []
    var cursor = 0
    while let (start, call) = nextTargetCall(in: bytes, from: cursor) {
      outside += String(decoding: bytes[cursor..<start], as: UTF8.self)
      let end = closingParenthesis(in: bytes, openingAt: start + call.utf8.count - 1)
      let segment = String(decoding: bytes[start..<end], as: UTF8.self)
      cursor = end
      guard let name = stringArgument("name", in: segment) else { continue }
      let defaultPath = (call == ".testTarget(" ? "Tests/" : "Sources/") + name
      let path = stringArgument("path", in: segment) ?? defaultPath
      var scope = ProjectSettings.Scope(
        project: directory, directory: ProjectSettings.standardized((directory as NSString).appendingPathComponent(path)), module: name)
      apply(segment, to: &scope)
      scopes.append(scope)
    }
    outside += String(decoding: bytes[cursor...], as: UTF8.self)
    var package = ProjectSettings.Scope(project: directory, directory: directory)
    package.swiftLanguageMode = toolsMajorVersion(text).map { $0 >= 6 ? 6 : 5 }
    if outside.contains("swiftLanguageModes: [.v5]") || outside.contains("swiftLanguageVersions: [.v5]") { package.swiftLanguageMode = 5 }
    apply(outside, to: &package)
    return [package] + scopes
  }

  private static func apply(_ text: String, to scope: inout ProjectSettings.Scope) {
    let compact = text.filter { !$0.isWhitespace }
    if compact.contains(".defaultIsolation(MainActor.self)") { scope.mainActorByDefault = true }
    if compact.contains(#"enableUpcomingFeature("NonisolatedNonsendingByDefault")"#) { scope.nonisolatedNonsending = true }
    if compact.contains(".swiftLanguageMode(.v5)") || compact.contains(".swiftLanguageVersion(.v5)") { scope.swiftLanguageMode = 5 }
    if compact.contains(".swiftLanguageMode(.v6)") { scope.swiftLanguageMode = 6 }
    if compact.contains(#""-enable-library-evolution""#) { scope.libraryEvolution = true }
  }

  /// `// swift-tools-version: 6.1` → 6.
  static func toolsMajorVersion(_ text: String) -> Int? {
    guard let line = text.split(separator: "\n", maxSplits: 1).first, line.contains("swift-tools-version") else { return nil }
    let version = line.split(separator: ":").last?.drop { $0 == " " } ?? ""
    return Int(version.prefix { $0.isNumber })
  }

  private static func nextTargetCall(in bytes: [UInt8], from start: Int) -> (Int, String)? {
    var best: (Int, String)?
    for call in targetCalls {
      if let index = firstIndex(of: Array(call.utf8), in: bytes, from: start), index < (best?.0 ?? .max) { best = (index, call) }
    }
    return best
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
    for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
    }
    return nil
  }

  /// The index after the `)` that closes the `(` at `open` (strings skipped), or the end of the text.
  private static func closingParenthesis(in bytes: [UInt8], openingAt open: Int) -> Int {
    var depth = 0
    var inString = false
    var index = open
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return bytes.count
  }

  /// `name: "Core"` → `Core`.
  private static func stringArgument(_ label: String, in text: String) -> String? {
    guard let regex = try? NSRegularExpression(pattern: "\\b" + label + #"\s*:\s*"([^"]*)""#),
          let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
          let range = Range(match.range(at: 1), in: text) else { return nil }
    return String(text[range])
  }
}
