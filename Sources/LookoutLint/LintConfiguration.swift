import LookoutSyntax
import Foundation

/// `.lookout.json` at the project root:
///
///     {
///       "rules": { "singleton-in-body": "off", "model-not-main-actor": "error" },
///       "exclude": ["Generated", "Tests/Fixtures/*.swift"]
///     }
///
/// A rule set to `off` does not run; `warning`/`error` changes its severity. Excluded paths are prefixes or
/// glob patterns relative to the project root.
public struct LintConfiguration: Sendable {
  public var severities: [String: Severity] = [:]
  public var disabled: Set<String> = []
  public var excluded: [String] = []
  /// Where the configuration was read from (for messages), if from a file.
  public var source: String?

  public init() {}

  /// Reads `path`; errors name the file and what is wrong.
  public init(contentsOf path: String) throws(ConfigurationError) {
    guard let data = FileManager.default.contents(atPath: path) else { throw ConfigurationError(path: path, "cannot read the file") }
    let object: Any
    do { object = try JSONSerialization.jsonObject(with: data) } catch {
      throw ConfigurationError(path: path, "not valid JSON (\(error.localizedDescription)); see `lookout lint --help` for the format")
    }
    guard let root = object as? [String: Any] else { throw ConfigurationError(path: path, "expected a JSON object at the top") }
    source = path
    let known = Set(LintRules.all.map { $0.description.id })
    if let rules = root["rules"] {
      guard let rules = rules as? [String: Any] else { throw ConfigurationError(path: path, "\"rules\" must map rule ids to \"off\", \"warning\" or \"error\"") }
      for (id, value) in rules {
        guard known.contains(id) else {
          throw ConfigurationError(path: path, "unknown rule \"\(id)\"; `lookout lint --rules` lists them")
        }
        switch value as? String {
        case "off": disabled.insert(id)
        case "warning": severities[id] = .warning
        case "error": severities[id] = .error
        default: throw ConfigurationError(path: path, "rule \"\(id)\" must be \"off\", \"warning\" or \"error\"")
        }
      }
    }
    if let exclude = root["exclude"] {
      guard let patterns = exclude as? [String] else { throw ConfigurationError(path: path, "\"exclude\" must be a list of paths or patterns") }
      excluded = patterns
    }
    for key in root.keys where !["rules", "exclude"].contains(key) {
      throw ConfigurationError(path: path, "unknown key \"\(key)\" (expected \"rules\" and \"exclude\")")
    }
  }

  /// Whether `path` (relative to `root`) is excluded.
  public func excludes(_ path: String, root: String) -> Bool {
    var relative = path
    if relative.hasPrefix(root) { relative = String(relative.dropFirst(root.count)) }
    while relative.hasPrefix("/") { relative.removeFirst() }
    return excluded.contains { pattern in
      let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
      if relative == trimmed || relative.hasPrefix(trimmed + "/") { return true }
      return GlobPattern(pattern).matches(relative)
    }
  }
}

/// A configuration file that cannot be used: which file, and what to change.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
  public let path: String
  public let message: String

  init(path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(message)" }
}
