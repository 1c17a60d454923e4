import Foundation

/// `lookout-bench compat`: how much SwiftUI code written for Apple platforms type-checks against LookoutUI
/// unchanged. Each probe (`Tests/CallFormProbes/Probes/*.swift`) is one call form that real apps use,
/// carrying its weight — how often that form occurs in 21 open-source SwiftUI apps — so the figure is the
/// share of real call sites that compile, not of distinct forms.
public struct CompatibilityBenchmark {
  /// One call form.
  public struct Probe: Sendable {
    public let file: String
    /// The API (`padding`, `Text`, `#Preview`…).
    public let api: String
    /// The form, as the probe's header names it (`.padding(_: Edge.Set, _: length)`).
    public let form: String
    /// Real uses of the form.
    public let weight: Int
    /// The first error, by language mode, when the probe does not type-check in it.
    public var errors: [Int: String] = [:]
  }

  public struct Report: Sendable {
    public let probes: [Probe]
    public let languageModes: [Int]

    /// Weighted share of probes that type-check in `mode`.
    public func coverage(mode: Int) -> Double {
      let total = probes.reduce(0) { $0 + $1.weight }
      let passing = probes.filter { $0.errors[mode] == nil }.reduce(0) { $0 + $1.weight }
      return total == 0 ? 0 : Double(passing) / Double(total)
    }

    public func failing(mode: Int) -> [Probe] { probes.filter { $0.errors[mode] != nil } }

    /// APIs by weight, with the weighted share of their forms that type-check in `mode`.
    public func apis(mode: Int) -> [(api: String, weight: Int, coverage: Double)] {
      Dictionary(grouping: probes, by: \.api).map { api, forms in
        let weight = forms.reduce(0) { $0 + $1.weight }
        let passing = forms.filter { $0.errors[mode] == nil }.reduce(0) { $0 + $1.weight }
        return (api, weight, weight == 0 ? 0 : Double(passing) / Double(weight))
      }.sorted { ($0.weight, $1.api) > ($1.weight, $0.api) }
    }
  }

  public let probesDirectory: String
  public let buildDirectory: URL
  public var languageModes = [5, 6]

  /// `probes`: the directory holding `Context.swift` and `Probes/`; `build`: the SwiftPM build directory
  /// whose `Modules/` has LookoutUI (by default, the one this executable runs from).
  public init(probes: String, build: URL) {
    probesDirectory = probes
    buildDirectory = build
  }

  public static var defaultBuildDirectory: URL? { LinuxSwiftUICompiler.buildDirectoryOfThisExecutable() }

  public func run() throws -> Report {
    let directory = URL(fileURLWithPath: probesDirectory)
    let probeDirectory = directory.appendingPathComponent("Probes")
    let names = try FileManager.default.contentsOfDirectory(atPath: probeDirectory.path).filter { $0.hasSuffix(".swift") }.sorted()
    var probes = try names.map { name in try Self.probe(at: probeDirectory.appendingPathComponent(name).path) }
    let context = directory.appendingPathComponent("Context.swift").path
    for mode in languageModes {
      var compiler = LinuxSwiftUICompiler(buildDirectory: buildDirectory)
      compiler.languageMode = mode
      let errors = try compiler.errors(in: [context] + probes.map(\.file), moduleName: "CallFormProbes")
      if let contextError = errors[context] {
        throw ProbeError("the probes' Context.swift does not type-check in Swift \(mode) mode: \(contextError)")
      }
      for index in probes.indices { probes[index].errors[mode] = errors[probes[index].file] }
    }
    return Report(probes: probes, languageModes: languageModes)
  }

  /// Reads a probe's header: `// weight: 545`, `// api: padding`, `// form: .padding(_: length)`.
  static func probe(at path: String) throws -> Probe {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n").prefix(5) where line.hasPrefix("// ") {
      let field = line.dropFirst(3)
      guard let colon = field.firstIndex(of: ":") else { continue }
      fields[String(field[..<colon])] = field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    guard let weight = fields["weight"].flatMap(Int.init), let api = fields["api"], let form = fields["form"] else {
      throw ProbeError("\(path):1:1: a probe starts with `// weight: <uses>`, `// api: <name>` and `// form: <call form>`")
    }
    return Probe(file: path, api: api, form: form, weight: weight)
  }

  public struct ProbeError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
  }
}
