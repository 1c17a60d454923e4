import Foundation

/// `lookout-bench compat --units <file>`: whole targets of real SwiftUI apps and packages, each type-checked
/// unchanged as one module (`-wmo -continue-building-after-errors`, so every error of every file counts), as a
/// Linux test target would compile it. A unit passes when it has no error; the figures are units passing,
/// errors per 1,000 lines, and the root causes ranked by the units they block.
public struct UnitBenchmark {
  public struct UnitResult: Sendable {
    public let unit: CompatibilityUnit
    public let files: Int
    public let lines: Int
    public let errors: [String]
    /// Root causes (``ErrorCause``) and their error counts.
    public let causes: [String: Int]
    public var passed: Bool { errors.isEmpty }
  }

  public struct Cause: Sendable {
    public let cause: String
    /// The units it has errors in.
    public let units: [String]
    public let errors: Int
  }

  public struct Report: Sendable {
    public let results: [UnitResult]

    public var passing: Int { results.filter(\.passed).count }
    public var lines: Int { results.reduce(0) { $0 + $1.lines } }
    public var errors: Int { results.reduce(0) { $0 + $1.errors.count } }
    public var errorsPerThousandLines: Double { lines == 0 ? 0 : Double(errors) * 1_000 / Double(lines) }

    /// Causes by the units they block (then by errors), most first.
    public var causes: [Cause] {
      var units: [String: [String]] = [:]
      var errors: [String: Int] = [:]
      for result in results {
        for (cause, count) in result.causes {
          units[cause, default: []].append(result.unit.name)
          errors[cause, default: 0] += count
        }
      }
      return units.map { Cause(cause: $0.key, units: $0.value, errors: errors[$0.key] ?? 0) }
        .sorted { ($0.units.count, $0.errors, $1.cause) > ($1.units.count, $1.errors, $0.cause) }
    }
  }

  public let units: [CompatibilityUnit]
  public let sources: UnitSources
  public let buildDirectory: URL
  /// Called after each unit, for progress.
  public var progress: (@Sendable (UnitResult) -> Void)?

  public init(units: [CompatibilityUnit], sources: UnitSources, build: URL) {
    self.units = units
    self.sources = sources
    buildDirectory = build
  }

  /// Reads a units file (``CompatibilityUnit``).
  public static func units(in file: String) throws -> [CompatibilityUnit] {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw UnitsFileError("\(file): cannot read the units file; give the path of one (Benchmarks/compat-units.txt)")
    }
    return try CompatibilityUnit.parse(String(decoding: data, as: UTF8.self), file: file)
  }

  public func run() throws -> Report {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lookout-units-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let modules = (scratch as NSString).appendingPathComponent("Modules")
    try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
    let imported = Set(units.flatMap(\.dependencies))
    var results: [String: UnitResult] = [:]
    for unit in try CompatibilityUnit.buildOrder(units) {
      let files = try sources.extract(unit, into: (scratch as NSString).appendingPathComponent("Sources/\(unit.name)"))
      var compiler = LinuxSwiftUICompiler(buildDirectory: buildDirectory)
      compiler.languageMode = unit.languageMode
      compiler.moduleDirectories = [modules]
      compiler.definitions = ["DEBUG"]
      compiler.flags = unit.flags
      let outcome = try files.isEmpty
        ? LinuxSwiftUICompiler.Outcome(errors: [], succeeded: false, output: "")
        : compiler.compile(files, moduleName: unit.name, emitModuleTo: imported.contains(unit.name) ? modules : nil)
      var errors = outcome.errors.map { error in
        "\(error.file.isEmpty ? unit.name : Self.relative(error.file, in: scratch)):\(error.line):\(error.column): \(error.message)"
      }
      if files.isEmpty { errors = ["\(unit.location): no .swift file under \(unit.path)"] }
      var causes: [String: Int] = [:]
      for error in outcome.errors {
        var cause = ErrorCause.of(error.message)
        if let module = cause.split(separator: " ").last.map(String.init), cause.hasPrefix("import "),
           unit.dependencies.contains(module) {
          cause = "depends on a unit that fails (\(module))"
        }
        causes[cause, default: 0] += 1
      }
      if files.isEmpty { causes["no sources"] = 1 }
      let lines = files.reduce(0) { count, file in
        count + (FileManager.default.contents(atPath: file).map { $0.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } } ?? 0)
      }
      let result = UnitResult(unit: unit, files: files.count, lines: lines, errors: errors, causes: causes)
      results[unit.name] = result
      progress?(result)
    }
    return Report(results: units.compactMap { results[$0.name] })
  }

  static func relative(_ path: String, in scratch: String) -> String {
    let prefix = (scratch as NSString).appendingPathComponent("Sources") + "/"
    guard path.hasPrefix(prefix) else { return path }
    // Sources/<unit>/<path in the repository>
    return String(path.dropFirst(prefix.count).drop { $0 != "/" }.dropFirst())
  }
}
