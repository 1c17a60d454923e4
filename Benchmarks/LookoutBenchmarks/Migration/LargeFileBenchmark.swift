import Foundation
import SwiftParser
import SwiftSyntax

/// `lookout-bench large-files`: the tools on single large files — 5 MB with one edit, 5 MB with 50,000
/// edits, 1 MB with 16,000 — beside `swiftc -parse` of the same file and swift-syntax's own parse of it
/// (the floor the tools stand on). Every step is a process of its own, run as a user runs it, measured for
/// wall time and peak memory (`wait4`).
public struct LargeFileBenchmark {
  /// One large file and what the tools do to it.
  public struct Case: Sendable {
    public let name: String
    /// The edits `migrate` makes in the large file, and the fixes `lint --fix` makes in its twin.
    public let edits: Int
    public let bytes: Int
  }

  public struct Row: Sendable {
    public let caseName: String
    public let step: String
    public let seconds: Double
    public let peakBytes: Int
    public let fileBytes: Int
    /// The exit status; nil when the step did not finish (killed at the time limit).
    public let status: Int32?
    public let timedOut: Bool
  }

  public struct Report: Sendable {
    public let cases: [Case]
    public let rows: [Row]
    public let tool: String
  }

  /// The `lookout` executable measured.
  let tool: String
  /// This benchmark's own executable (it parses a file with swift-syntax when run with `--parse-only`).
  let benchmark: String
  let timeout: Double
  let filter: String?

  public init(tool: String, benchmark: String, timeout: Double, filter: String? = nil) {
    self.tool = tool
    self.benchmark = benchmark
    self.timeout = timeout
    self.filter = filter
  }

  /// The three cases: (name, edits, bytes).
  static let cases: [(name: String, edits: Int, bytes: Int)] = [
    ("5 MB, 1 edit", 1, 5_000_000), ("5 MB, 50,000 edits", 50_000, 5_000_000), ("1 MB, 16,000 edits", 16_000, 1_000_000),
  ]

  public func run() throws -> Report {
    let directory = NSTemporaryDirectory() + "lookout-large-files-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var cases: [Case] = []
    var rows: [Row] = []
    for (index, spec) in Self.cases.enumerated() {
      let files = try LargeFiles(directory: directory + "/\(index)", edits: spec.edits, bytes: spec.bytes)
      cases.append(Case(name: spec.name, edits: spec.edits, bytes: files.largeBytes))
      let steps: [(String, String, [String], String?)] = [
        ("lookout --version (the process alone)", tool, ["--version"], nil),
        ("swiftc -parse (migrate's file)", "/usr/bin/env", ["swiftc", "-parse", files.migrateFile], nil),
        ("swift-syntax parse (migrate's file)", benchmark, ["large-files", "--parse-only", files.migrateFile], nil),
        ("lookout migrate (dry run, diff)", tool, ["migrate", files.migrateDirectory], nil),
        ("lookout migrate --write", tool, ["migrate", "--write", files.migrateDirectory], files.migrateDirectory),
        ("swiftc -parse (lint's file)", "/usr/bin/env", ["swiftc", "-parse", files.lintFile], nil),
        ("swift-syntax parse (lint's file)", benchmark, ["large-files", "--parse-only", files.lintFile], nil),
        ("lookout lint", tool, ["lint", files.lintDirectory], nil),
        ("lookout lint --fix", tool, ["lint", "--fix", files.lintDirectory], files.lintDirectory),
      ]
      for (step, executable, arguments, restored) in steps {
        guard filter.map({ step.contains($0) || spec.name.contains($0) }) ?? true else { continue }
        let usage = runMeasured(executable, arguments, timeout: timeout)
        rows.append(Row(caseName: spec.name, step: step, seconds: usage.seconds, peakBytes: usage.peakBytes,
                        fileBytes: files.largeBytes, status: usage.status, timedOut: usage.timedOut))
        if let restored { try files.restore(restored) }
      }
    }
    return Report(cases: cases, rows: rows, tool: tool)
  }

  /// Parses `path` with swift-syntax, as the tools do (the `--parse-only` step).
  public static func parse(_ path: String) -> Int {
    guard let data = FileManager.default.contents(atPath: path) else { return -1 }
    let tree = Array(data).withUnsafeBufferPointer { Parser.parse(source: $0) }
    return tree.statements.count
  }
}

/// The generated files of one case: for `migrate`, a model file and a large file it edits `edits` times;
/// for `lint`, a large file with `edits` certain fixes. Each is about `bytes` long, the rest ordinary code.
struct LargeFiles {
  let migrateDirectory: String
  let lintDirectory: String
  var migrateFile: String { migrateDirectory + "/Large.swift" }
  var lintFile: String { lintDirectory + "/Large.swift" }
  let largeBytes: Int
  private let originals: [String: [String: String]]

  init(directory: String, edits: Int, bytes: Int) throws {
    migrateDirectory = directory + "/migrate"
    lintDirectory = directory + "/lint"
    var migrate: [String: String] = [:]
    var lint: [String: String] = [:]
    if edits == 1 {
      // One `@StateObject` → `@State` in a large file of ordinary code; the model is in a small file.
      migrate["Model.swift"] = "import Combine\n\nfinal class Model: ObservableObject {\n    @Published var value = 0\n}\n"
      migrate["Large.swift"] = Self.filled("""
        import SwiftUI

        struct Screen: View {
            @StateObject private var model = Model()

            var body: some View {
                Text("\\(model.value)")
            }
        }

        """, to: bytes)
      lint["Large.swift"] = Self.filled("""
        import Observation

        @Observable final class Model {
            @Published var value = 0
        }

        """, to: bytes)
    } else {
      let line = max(48, bytes / edits)
      migrate["Large.swift"] = Self.properties(header: "import Combine\n\nfinal class Large: ObservableObject {\n", count: edits, lineBytes: line)
      lint["Large.swift"] = Self.properties(header: "import Observation\n\n@Observable final class Large {\n", count: edits, lineBytes: line)
    }
    originals = [migrateDirectory: migrate, lintDirectory: lint]
    largeBytes = migrate["Large.swift"]!.utf8.count
    try restore(migrateDirectory)
    try restore(lintDirectory)
  }

  /// Writes a directory's files as generated (again, after a step that changed them).
  func restore(_ directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in originals[directory] ?? [:] {
      try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
    }
  }

  /// `header` followed by ordinary declarations up to `bytes`.
  static func filled(_ header: String, to bytes: Int) -> String {
    var text = header
    var index = 0
    while text.utf8.count < bytes {
      text += """
        struct Record\(index): Equatable {
            var identifier: Int = \(index)
            var title: String = "record \(index)"

            func describe(prefix: String) -> String {
                let total = identifier * 2 + \(index % 7)
                return prefix + title + String(total)
            }
        }


        """
      index += 1
    }
    return text
  }

  /// A class of `count` `@Published` properties, each line `lineBytes` long.
  static func properties(header: String, count: Int, lineBytes: Int) -> String {
    var text = header
    for index in 0..<count {
      var line = "    @Published var property\(index): Int = \(index) //"
      let padding = max(0, lineBytes - line.utf8.count - 1)
      line += String(repeating: " x", count: padding / 2) + (padding % 2 == 1 ? " " : "")
      text += line + "\n"
    }
    return text + "}\n"
  }
}
