import Foundation

/// One whole target of a public SwiftUI app or package, type-checked unchanged as a module: where its sources
/// are (a repository, a commit, a directory), its language mode, and the units it imports.
///
/// Written one a line in a units file (`Benchmarks/compat-units.txt`):
///
///     Setting | aheze/Setting@0123abcd… | Sources | swift 5
///     Actions | mlemgroup/mlem@89ab… | Mlem/Packages/Actions/Sources/Actions | swift 6 | depends Icons, Theming
///     App | owner/app@cdef… | App | swift 5 | exclude Generated | flags -enable-upcoming-feature BareSlashRegexLiterals
///     Sandwiches | owner/app@cdef… | Sandwiches/Shared | swift 5 | driver Benchmarks/CompatApps/Sandwiches.swift
public struct CompatibilityUnit: Sendable, Equatable {
  /// The module's name, as its siblings import it.
  public let name: String
  /// `owner/name` on GitHub.
  public let repository: String
  public let commit: String
  /// The target's directory in the repository: every `.swift` file under it, as SwiftPM and Xcode build it.
  public let path: String
  public let languageMode: Int
  /// Units of the same file this one imports (built first, as modules).
  public let dependencies: [String]
  /// Directories or files under `path` that are not part of the target.
  public let excluded: [String]
  /// Compiler flags the target's manifest sets (`-enable-upcoming-feature BareSlashRegexLiterals`).
  public let flags: [String]
  /// For a whole app (`lookout-bench compat --apps`): the test file that mounts and drives it, in this repository.
  public var driver: String?
  /// Where the unit is declared (`file:line`).
  public let location: String

  /// The units of a units file, in the file's order.
  public static func parse(_ text: String, file: String) throws -> [CompatibilityUnit] {
    var units: [CompatibilityUnit] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let unit = try parse(line: line, location: "\(file):\(index + 1)")
      if units.contains(where: { $0.name == unit.name }) {
        throw UnitsFileError("\(unit.location):1: unit '\(unit.name)' is declared twice; give each unit its own module name")
      }
      units.append(unit)
    }
    for unit in units {
      for dependency in unit.dependencies where !units.contains(where: { $0.name == dependency }) {
        throw UnitsFileError("\(unit.location):1: '\(unit.name)' depends on '\(dependency)', which no line declares; declare it as a unit")
      }
    }
    return units
  }

  static func parse(line: String, location: String) throws -> CompatibilityUnit {
    let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    let form = "write `Name | owner/repo@commit | path | swift 5` (then `| depends A, B`, `| exclude sub/dir`, `| flags -D X`, `| driver File.swift`)"
    guard fields.count >= 4 else { throw UnitsFileError("\(location):1: a unit has at least four fields; \(form)") }
    let source = fields[1].split(separator: "@", maxSplits: 1).map(String.init)
    guard source.count == 2, source[0].split(separator: "/").count == 2, source[1].count >= 7,
          source[1].allSatisfy(\.isHexDigit) else {
      throw UnitsFileError("\(location):1: '\(fields[1])' is not owner/repo@commit (a commit hash of 7 to 40 hex digits); \(form)")
    }
    guard let mode = fields[3].hasPrefix("swift ") ? Int(fields[3].dropFirst(6)) : nil, [4, 5, 6].contains(mode) else {
      throw UnitsFileError("\(location):1: '\(fields[3])' is not a language mode (`swift 5` or `swift 6`)")
    }
    var dependencies: [String] = []
    var excluded: [String] = []
    var flags: [String] = []
    var driver: String?
    for field in fields.dropFirst(4) {
      let list = { (prefix: String) in
        field.dropFirst(prefix.count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      }
      if field.hasPrefix("depends ") {
        dependencies += list("depends ")
      } else if field.hasPrefix("exclude ") {
        excluded += list("exclude ")
      } else if field.hasPrefix("flags ") {
        flags += field.dropFirst(6).split(separator: " ").map(String.init)
      } else if field.hasPrefix("driver ") {
        driver = field.dropFirst(7).trimmingCharacters(in: .whitespaces)
      } else {
        throw UnitsFileError("\(location):1: unknown field '\(field)'; \(form)")
      }
    }
    var unit = CompatibilityUnit(
      name: fields[0], repository: source[0], commit: source[1], path: fields[2], languageMode: mode,
      dependencies: dependencies, excluded: excluded, flags: flags, location: location)
    unit.driver = driver
    return unit
  }

  /// The units in an order that builds each one's dependencies before it.
  public static func buildOrder(_ units: [CompatibilityUnit]) throws -> [CompatibilityUnit] {
    var ordered: [CompatibilityUnit] = []
    var visiting: Set<String> = []
    func visit(_ unit: CompatibilityUnit) throws {
      if ordered.contains(where: { $0.name == unit.name }) { return }
      guard visiting.insert(unit.name).inserted else {
        throw UnitsFileError("\(unit.location):1: '\(unit.name)' depends on itself through its dependencies; remove the cycle")
      }
      for name in unit.dependencies { if let dependency = units.first(where: { $0.name == name }) { try visit(dependency) } }
      ordered.append(unit)
    }
    for unit in units { try visit(unit) }
    return ordered
  }
}

/// A units file that cannot be read, with the place and what to write instead.
public struct UnitsFileError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
