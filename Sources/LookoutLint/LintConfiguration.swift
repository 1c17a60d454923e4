import LookoutSyntax
import Foundation

/// The linter's part of `.lookout.json` (see `ProjectConfiguration`): a rule set to `off` does not run;
/// `warning`/`error` changes its severity; excluded paths are prefixes or glob patterns relative to the
/// project root; with `"xcode": 27` the rules that hold only for earlier SwiftUI stay quiet.
public struct LintConfiguration: Sendable {
  public var severities: [String: Severity] = [:]
  public var disabled: Set<String> = []
  public var excluded: [String] = []
  public var swiftUI = SwiftUIGeneration.default
  /// The project's build settings (default isolation, language mode…), which some rules consult.
  public var settings = ProjectSettings()
  /// How many view bodies must read a frequently written property for `frequent-write-fan-out` to report it.
  public var fanOutReaders = ProjectConfiguration.defaultFanOutReaders
  /// Where the configuration was read from (for messages), if from a file.
  public var source: String?

  public init() {}

  /// Reads `path`; errors name the file and what is wrong.
  public init(contentsOf path: String) throws(ConfigurationError) {
    try self.init(try ProjectConfiguration(contentsOf: path))
  }

  /// Checks the rule settings of a project configuration.
  public init(_ project: ProjectConfiguration) throws(ConfigurationError) {
    let path = project.source ?? ProjectConfiguration.fileName
    source = project.source
    swiftUI = project.swiftUI
    settings.swiftUI = project.swiftUI
    settings.defaultIsolationOverride = project.mainActorByDefault
    excluded = project.exclude
    fanOutReaders = project.fanOutReaders
    let known = Set(LintRules.all.map { $0.description.id })
    for (id, value) in project.rules {
      guard known.contains(id) else {
        throw ConfigurationError(path: path, "unknown rule \"\(id)\"; `lookout lint --rules` lists them")
      }
      switch value {
      case "off": disabled.insert(id)
      case "note": severities[id] = .note
      case "warning": severities[id] = .warning
      case "error": severities[id] = .error
      default: throw ConfigurationError(path: path, "rule \"\(id)\" must be \"off\", \"note\", \"warning\" or \"error\"")
      }
    }
  }

  /// The configuration of the project under `roots`: its `.lookout.json` settings, and the build settings
  /// the rules consult, read once.
  public init(_ project: ProjectConfiguration, readingSettingsUnder roots: [String]) throws(ConfigurationError) {
    try self.init(project)
    settings = ProjectSettings.read(under: roots, configuration: project)
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
