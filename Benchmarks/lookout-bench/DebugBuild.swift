import Foundation
import LookoutBenchmarks

/// The debug-build column of `lookout-bench runtime`: a release run starts the debug build of this executable
/// (SwiftPM's `.build/debug/lookout-bench`, beside `.build/release/`) with `--debug-rows` and merges its
/// figures by row.
enum DebugBuild {
  /// Adds the column to `report`; returns a note saying where the figures came from, or how to get them.
  static func addColumn(to report: inout RuntimeBenchmark.Report, quick: Bool, filter: String?) -> String? {
    #if DEBUG
    return "debug column: this is the debug build; run the release build for the table (swift run -c release lookout-bench runtime)"
    #else
    let release = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let debug = release.deletingLastPathComponent().appendingPathComponent("debug/lookout-bench")
    guard FileManager.default.isExecutableFile(atPath: debug.path) else {
      return "debug column: no debug build at \(debug.path); run `swift build --product lookout-bench` first"
    }
    let process = Process()
    process.executableURL = debug
    process.arguments = ["runtime", "--debug-rows"] + (quick ? ["--quick"] : []) + (filter.map { ["--only", $0] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return "debug column: could not run \(debug.path): \(error)" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, RuntimeReportFormat.mergeDebugRows(data, into: &report) else {
      return "debug column: \(debug.path) did not answer; rebuild it with `swift build --product lookout-bench`"
    }
    return "debug column: the same rows in a debug build (\(debug.path)), where app code runs during development"
    #endif
  }
}
