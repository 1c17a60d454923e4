import Foundation

/// `.lookout.json` at a project's root, shared by `lookout migrate` and `lookout lint`:
///
///     {
///       "xcode": 27,
///       "rules": { "singleton-in-body": "off", "model-not-main-actor": "error" },
///       "exclude": ["Generated", "Tests/Fixtures/*.swift"],
///       "defaultIsolation": "MainActor",
///       "fanOutReaders": 3
///     }
///
/// `xcode` names the Xcode (and its SwiftUI SDK) the project builds with; `rules` and `exclude` are read by
/// the linter; `defaultIsolation` (`MainActor` or `nonisolated`) overrides what the build settings say;
/// `fanOutReaders` is how many view bodies must read a frequently written property before lint reports it. Unknown keys are an error, so a misspelt key does not go unnoticed.
public struct ProjectConfiguration: Sendable {
  /// The SwiftUI the project builds against.
  public var swiftUI = SwiftUIGeneration.default
  /// Rule id → `off`, `warning` or `error`, as written.
  public var rules: [String: String] = [:]
  /// Paths or glob patterns, relative to the project root.
  public var exclude: [String] = []
  /// `"defaultIsolation"`: true for `MainActor`, false for `nonisolated`, nil to read the build settings.
  public var mainActorByDefault: Bool?
  /// How many view bodies must read a frequently written property for `frequent-write-fan-out` to report it.
  public var fanOutReaders = ProjectConfiguration.defaultFanOutReaders
  /// Where the configuration was read from, if from a file.
  public var source: String?

  public static let defaultFanOutReaders = 3
  public static let fileName = ".lookout.json"

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
    for key in root.keys where !["xcode", "rules", "exclude", "defaultIsolation", "fanOutReaders"].contains(key) {
      throw ConfigurationError(path: path, "unknown key \"\(key)\" (expected \"xcode\", \"rules\", \"exclude\", \"defaultIsolation\" and \"fanOutReaders\")")
    }
    if let readers = root["fanOutReaders"] {
      guard let number = (readers as? NSNumber)?.intValue, number >= 1, (readers as? NSNumber)?.doubleValue == Double(number) else {
        throw ConfigurationError(path: path, "\"fanOutReaders\" must be a whole number of views, 1 or more (default \(Self.defaultFanOutReaders))")
      }
      fanOutReaders = number
    }
    if let isolation = root["defaultIsolation"] {
      switch isolation as? String {
      case "MainActor": mainActorByDefault = true
      case "nonisolated": mainActorByDefault = false
      default: throw ConfigurationError(path: path, "\"defaultIsolation\" must be \"MainActor\" or \"nonisolated\"")
      }
    }
    if let xcode = root["xcode"] {
      guard let number = (xcode as? NSNumber)?.intValue ?? (xcode as? String).flatMap({ Int($0) }),
            let generation = SwiftUIGeneration(xcode: number) else {
        throw ConfigurationError(path: path, "\"xcode\" must be a major Xcode version such as 26 or 27")
      }
      swiftUI = generation
    }
    if let rules = root["rules"] {
      guard let rules = rules as? [String: String] else {
        throw ConfigurationError(path: path, "\"rules\" must map rule ids to \"off\", \"warning\" or \"error\"")
      }
      self.rules = rules
    }
    if let exclude = root["exclude"] {
      guard let patterns = exclude as? [String] else { throw ConfigurationError(path: path, "\"exclude\" must be a list of paths or patterns") }
      self.exclude = patterns
    }
  }

  /// `given` if any, else `.lookout.json` in the first root that has one (a file's directory for a file),
  /// else the defaults.
  public static func load(_ given: String?, roots: [String]) throws(ConfigurationError) -> ProjectConfiguration {
    if let given { return try ProjectConfiguration(contentsOf: given) }
    for root in roots {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory)
      let directory = isDirectory.boolValue ? root : (root as NSString).deletingLastPathComponent
      let candidate = ((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate) { return try ProjectConfiguration(contentsOf: candidate) }
    }
    return ProjectConfiguration()
  }
}

/// The SwiftUI a project builds against, by the Xcode that ships it. From Xcode 27, `@State` is a macro
/// whose initial value is evaluated lazily, once per view identity, as `@StateObject`'s autoclosure was;
/// before, the initial value runs on every initialisation of the view.
public struct SwiftUIGeneration: Sendable, Hashable, CustomStringConvertible {
  public let xcode: Int

  /// Xcode 26, the current release, until a project says otherwise.
  public static let `default` = SwiftUIGeneration(checkedXcode: 26)

  /// Nil for a version that cannot be an Xcode release with SwiftUI.
  public init?(xcode: Int) {
    guard (11...99).contains(xcode) else { return nil }
    self.xcode = xcode
  }

  private init(checkedXcode: Int) { xcode = checkedXcode }

  /// Whether `@State`'s initial value runs once per view identity rather than on every view initialisation.
  public var evaluatesStateInitialValueOnce: Bool { xcode >= 27 }

  public var description: String { "Xcode \(xcode)" }
}

/// A configuration file (or option) that cannot be used: which file, and what to change.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
  public let path: String
  public let message: String

  package init(path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(message)" }
}
