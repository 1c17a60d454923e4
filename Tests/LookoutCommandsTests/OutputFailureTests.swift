import Foundation
import LookoutTestSupport
import Testing

/// Every write to standard output or error goes through one path that reports a failure instead of trapping
/// (issue 31, item 3): output to a full device or a closed descriptor is one line on standard error and exit
/// 1; a reader that stops early (`| head`) ends the output quietly, and the command keeps its status.
@Suite(.serialized) struct OutputFailureTests {
  static func shell(_ script: String) throws -> Shell.Result {
    try Shell.run(["sh", "-c", script], in: PackagePaths.root, environment: ["LOOKOUT": ToolBinary.path])
  }

  @Test(arguments: [["--version"], ["migrate", "Examples/LegacyApp"], ["lint", "Examples/LegacyApp"], ["why", "CartViewModel.items"]])
  func aFullDeviceIsAnErrorNotACrash(arguments: [String]) throws {
    #if os(Linux)
    let run = try Self.shell("\"$LOOKOUT\" \(arguments.joined(separator: " ")) > /dev/full")
    #expect(run.status == 1, "\(run.error)")
    #expect(run.error.contains("lookout: cannot write the output (No space left on device)"))
    #expect(!run.error.contains("Fatal error") && !run.error.contains("Backtracing"))
    #else
    // macOS has no /dev/full: a closed descriptor stands in for a device that refuses the write.
    let run = try Self.shell("\"$LOOKOUT\" \(arguments.joined(separator: " ")) >&-")
    #expect(run.status == 1, "\(run.error)")
    #endif
  }

  @Test func aClosedDescriptorIsAnErrorNotACrash() throws {
    let run = try Self.shell("\"$LOOKOUT\" --version >&-")
    #expect(run.status == 1)
    #expect(run.error.contains("lookout: cannot write the output (Bad file descriptor)"))
    #expect(!run.error.contains("Fatal error"))
  }

  @Test func aReaderThatStopsEndsTheOutputQuietly() throws {
    // The diff of the bundled app is far longer than one line: `head` closes the pipe while it is written.
    let run = try Self.shell("\"$LOOKOUT\" migrate Examples/LegacyApp 2>stderr.txt | head -1; echo \"status $? \"; cat stderr.txt; rm stderr.txt")
    #expect(run.output.hasPrefix("--- a/Examples/LegacyApp/"), "\(run.output)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2, "\(run.output)")
    #expect(run.output.contains("status 0"))
    let pipeline = try Shell.run(["bash", "-c", "set -o pipefail; \"$LOOKOUT\" migrate Examples/LegacyApp 2>/dev/null | head -1 >/dev/null; echo $?"],
                                 in: PackagePaths.root, environment: ["LOOKOUT": ToolBinary.path])
    #expect(pipeline.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "the command keeps its own status")
  }
}
