import Foundation
import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax
import SwiftParser
import SwiftSyntax

/// `lookout-bench migrate`: the migration of a generated project, against the floor it stands on —
/// swift-syntax parsing every file once — with throughput in lines per second and peak memory.
public struct MigrationBenchmark {
  public struct Row: Sendable {
    public init(name: String, lines: Int, seconds: Double) {
      self.name = name
      self.lines = lines
      self.seconds = seconds
    }

    public let name: String
    public let lines: Int
    public let seconds: Double
    public var linesPerSecond: Double { Double(lines) / seconds }
  }

  public struct Report: Sendable {
    public let files: Int
    public let lines: Int
    public let relevantLines: Int
    public let filesParsed: Int
    public let filesChanged: Int
    public let edits: Int
    public let manualItems: Int
    public let rows: [Row]
    /// Peak resident memory (VmHWM) after migrating a project half the size, and after the full one.
    public let peakMegabytesSmall: Double
    public let peakMegabytesFull: Double
    public let smallLines: Int
    /// Threads of the all-core rows.
    public let cores: Int
    /// Whether the all-core run produced exactly the bytes of the one-core run.
    public let identicalOutput: Bool
  }

  let minimumLines: Int

  public init(minimumLines: Int = 200_000) { self.minimumLines = minimumLines }

  public func run() throws -> Report {
    // A half-size project first: if memory grew with the project, the full run's peak would be ~2× higher.
    let small = try GeneratedProject(minimumLines: minimumLines / 2)
    _ = migrate(small.directory)
    small.remove()
    let peakSmall = PeakMemory.megabytes()

    let project = try GeneratedProject(minimumLines: minimumLines)
    defer { project.remove() }
    let sources = try DiskSources(under: [project.directory])

    let cores = OrderedParallelMap.defaultJobs
    var parseSeconds = Double.infinity
    var oneCoreSeconds = Double.infinity
    var allCoresSeconds = Double.infinity
    var report = MigrationReport()
    var oneCoreOutput: [UInt8] = []
    var allCoresOutput: [UInt8] = []
    for _ in 0..<3 {
      parseSeconds = min(parseSeconds, Self.time { Self.parseAll(sources) })
      oneCoreSeconds = min(oneCoreSeconds, Self.time { (report, oneCoreOutput) = migrate(project.directory, jobs: 1) })
      allCoresSeconds = min(allCoresSeconds, Self.time { (report, allCoresOutput) = migrate(project.directory, jobs: cores) })
    }
    let scanSeconds = Self.time { Self.scanAll(sources) }
    return Report(
      files: project.files, lines: project.lines, relevantLines: project.relevantLines,
      filesParsed: report.filesParsed, filesChanged: report.filesChanged, edits: report.edits.count,
      manualItems: report.manual.count,
      rows: [
        Row(name: "read + byte scan of every file", lines: project.lines, seconds: scanSeconds),
        Row(name: "swift-syntax parse of every file", lines: project.lines, seconds: parseSeconds),
        Row(name: "lookout migrate, 1 core", lines: project.lines, seconds: oneCoreSeconds),
        Row(name: "lookout migrate, \(cores) cores", lines: project.lines, seconds: allCoresSeconds),
      ],
      peakMegabytesSmall: peakSmall, peakMegabytesFull: PeakMemory.megabytes(), smallLines: small.lines,
      cores: cores, identicalOutput: oneCoreOutput == allCoresOutput)
  }

  /// A dry run that sees every changed file once and keeps only a digest of the output: the paths and
  /// bytes in the order they came, folded (FNV-1a), to compare runs.
  private func migrate(_ directory: String, jobs: Int = OrderedParallelMap.defaultJobs) -> (MigrationReport, [UInt8]) {
    guard let sources = try? DiskSources(under: [directory]) else { return (MigrationReport(), []) }
    var digest = OutputDigest()
    var options = MigrationOptions()
    options.jobs = jobs
    let report = Migrator(options: options).migrate(sources) { change in
      digest.add(Array(change.path.utf8))
      digest.add(change.migrated)
    }
    return (report, digest.bytes)
  }

  static func parseAll(_ sources: DiskSources) {
    var tokens = 0
    for path in sources.paths {
      guard let source = try? sources.load(path) else { continue }
      let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      tokens += tree.statements.count
    }
    blackHole(tokens)
  }

  private static func scanAll(_ sources: DiskSources) {
    var lines = 0
    for path in sources.paths {
      guard let source = try? sources.load(path) else { continue }
      lines += source.lineCount
    }
    blackHole(lines)
  }

  static func time(_ body: () -> Void) -> Double {
    Double(Timing.measure(body)) / 1e9
  }
}

/// The process's peak resident memory, from `/proc/self/status` (`VmHWM`).
enum PeakMemory {
  static func megabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.split(separator: " ").compactMap { Double($0) }
      if let kilobytes = digits.first { return kilobytes / 1024 }
    }
    return .nan
  }
}

/// A running FNV-1a hash of everything a run produced, in order.
struct OutputDigest {
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    hash ^= 0xff
  }

  var bytes: [UInt8] { withUnsafeBytes(of: hash.littleEndian) { Array($0) } }
}
