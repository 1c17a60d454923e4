import Foundation

/// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;` (Xcode project, `.xcconfig`) or `…: MainActor` (XcodeGen).
enum BuildSettingValues {
  static func apply(_ text: String, to scope: inout ProjectSettings.Scope) {
    if values(of: "SWIFT_DEFAULT_ACTOR_ISOLATION", in: text).contains("MainActor") { scope.mainActorByDefault = true }
    if values(of: "SWIFT_APPROACHABLE_CONCURRENCY", in: text).contains(where: isYes)
      || values(of: "SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT", in: text).contains(where: isYes) {
      scope.nonisolatedNonsending = true
    }
    if values(of: "BUILD_LIBRARY_FOR_DISTRIBUTION", in: text).contains(where: isYes) { scope.libraryEvolution = true }
    scope.swiftLanguageMode = values(of: "SWIFT_VERSION", in: text).compactMap { Int($0.prefix { $0.isNumber }) }.max()
  }

  private static func isYes(_ value: String) -> Bool { ["YES", "yes", "true"].contains(value) }

  /// The values a key is set to, however the file writes assignments.
  static func values(of key: String, in text: String) -> [String] {
    guard text.contains(key),
          let regex = try? NSRegularExpression(pattern: key + #"(?:\[[^\]]*\])?\s*[=:]\s*"?([A-Za-z0-9_.]+)"?"#)
    else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
