#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
@testable import LookoutSyntax
import LookoutTestSupport
import Testing

/// The sweep's interruptions: `lookout migrate --write` spawned and stopped at random moments while it writes
/// (Ctrl-C, SIGTERM, SIGKILL). Every file is its original or its final text; after SIGINT and SIGTERM no
/// temporary file remains; after SIGKILL the next run finishes the job, recognises the leftovers, removes
/// them and says so.
@Suite(.serialized) struct InterruptionSweepTests {
  static let fileCount = 200
  static let padding = 40

  static func name(_ index: Int) -> String { "Model\(String(format: "%03d", index))" }

  static var originals: [String: String] {
    Dictionary(uniqueKeysWithValues: (0..<fileCount).map { ("\(name($0)).swift", SweepFixture.model(name($0), padding: padding)) })
  }

  static var finals: [String: String] {
    Dictionary(uniqueKeysWithValues: (0..<fileCount).map { ("\(name($0)).swift", SweepFixture.migratedModel(name($0), padding: padding)) })
  }

  /// A run of the tool in `project`, stopped with `signal` at a random moment after its first write
  /// (within the first `window` seconds of writing). Returns whether it was stopped before it finished, and
  /// how many files it had written.
  static func interruptedRun(_ project: SweepProject, signal: Int32, window: Double) throws -> (stopped: Bool, written: Int) {
    let process = try startWriting(project)
    usleep(UInt32(Double.random(in: 0...window) * 1_000_000))
    let stopped = process.isRunning
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    if stopped, process.terminationReason == .uncaughtSignal {
      #expect(process.terminationStatus == signal, "ended by the signal, as without a handler")
    }
    let written = expectEveryFileWhole(project)
    return (stopped && process.terminationReason == .uncaughtSignal, written)
  }

  /// Starts `lookout migrate --write` in `project` and returns once it has written its first file (or ended).
  static func startWriting(_ project: SweepProject) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ToolBinary.path)
    process.arguments = ["migrate", "--write", "."]
    process.currentDirectoryURL = URL(fileURLWithPath: project.path)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try runAsFromAShell(process)
    let first = "\(name(0)).swift"
    let original = Array(originals[first]!.utf8)
    while process.isRunning, project.contents(first) == original { usleep(500) }
    return process
  }

  /// Starts `process` with the termination signals unblocked, as a shell starts a command. (The test runs on a
  /// thread that blocks nearly every signal, and a child inherits its thread's mask: a tool without handlers
  /// would then never see Ctrl-C.)
  static func runAsFromAShell(_ process: Process) throws {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
  }

  /// Every file is its original or its final text; returns how many are final.
  @discardableResult
  static func expectEveryFileWhole(_ project: SweepProject) -> Int {
    let originals = originals
    let finals = finals
    var written = 0
    for (name, original) in originals {
      let text = project.text(name)
      #expect(text == original || text == finals[name], "\(name) is neither the original nor the final text")
      if text == finals[name] { written += 1 }
    }
    return written
  }

  /// How long the writes of an uninterrupted run take, from the first file written to the end.
  static func writingTime() throws -> Double {
    let project = try SweepProject(text: originals)
    defer { project.remove() }
    let process = try startWriting(project)
    let start = Date()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(expectEveryFileWhole(project) == fileCount)
    return Date().timeIntervalSince(start)
  }

  @Test(.timeLimit(.minutes(10)))
  func ctrlCAndSIGTERMLeaveEveryFileWholeAndNoTemporaryFile() throws {
    let window = try Self.writingTime() * 0.8
    var stoppedMidway = 0
    for signal in [SIGINT, SIGTERM, SIGINT, SIGTERM, SIGINT, SIGTERM] {
      let project = try SweepProject(text: Self.originals)
      defer { project.remove() }
      let (stopped, written) = try Self.interruptedRun(project, signal: signal, window: window)
      #expect(project.temporaries().isEmpty, "signal \(signal) left \(project.temporaries())")
      if stopped, written < Self.fileCount { stoppedMidway += 1 }
    }
    #expect(stoppedMidway > 0, "no run was stopped while writing: the test did not test anything")
  }

  @Test(.timeLimit(.minutes(10)))
  func afterSIGKILLTheNextRunFinishesAndRemovesTheLeftovers() throws {
    let window = try Self.writingTime() * 0.8
    var stoppedMidway = 0
    for _ in 0..<4 {
      let project = try SweepProject(text: Self.originals)
      defer { project.remove() }
      let (stopped, written) = try Self.interruptedRun(project, signal: SIGKILL, window: window)
      if stopped, written < Self.fileCount { stoppedMidway += 1 }
      let leftovers = project.temporaries()
      let rerun = try project.run(["migrate", "--write", "."])
      #expect(rerun.status == 0, "\(rerun.output)")
      #expect(Self.expectEveryFileWhole(project) == Self.fileCount)
      #expect(project.temporaries().isEmpty)
      if !leftovers.isEmpty {
        #expect(rerun.output.contains("Removed \(leftovers.count) temporary file"), "\(rerun.output)")
      }
    }
    #expect(stoppedMidway > 0, "no run was stopped while writing: the test did not test anything")
  }

  @Test func aLeftoverIsRecognisedAndRemovedWhileALiveRunsFileIsKept() throws {
    let project = try SweepProject(text: ["Counter.swift": SweepFixture.model("Counter")])
    defer { project.remove() }
    // The identifier of a process that has ended, and this test's own (alive).
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 0"]
    try ended.run()
    ended.waitUntilExit()
    let leftover = ".Counter.swift.lookout-\(ended.processIdentifier)-17"
    let live = ".Counter.swift.lookout-\(ProcessInfo.processInfo.processIdentifier)-18"
    try project.write(leftover, text: "half a file")
    try project.write(live, text: "a file being written")

    let dryRun = try project.run(["migrate", "."])
    #expect(dryRun.output.contains("Found 1 temporary file left by an interrupted lookout run"), "\(dryRun.output)")
    #expect(project.contents(leftover) != nil, "a dry run writes nothing")
    let run = try project.run(["migrate", "--write", "."])
    #expect(run.status == 0)
    #expect(run.output.contains("Removed 1 temporary file left by an interrupted lookout run: ./\(leftover)"), "\(run.output)")
    #expect(project.contents(leftover) == nil)
    #expect(project.contents(live) != nil, "another run's file in progress is not touched")
    #expect(project.text("Counter.swift") == SweepFixture.migratedModel("Counter"))
  }
}
