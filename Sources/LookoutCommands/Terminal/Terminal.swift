import Foundation

/// Where a command writes: results to standard output, diagnostics and progress to standard error. Tests
/// capture both. Every write of the tools goes through here: a stream that cannot be written is recorded,
/// never a trap, and the command line turns it into its exit status (`LookoutCommandLine`).
package final class Terminal: @unchecked Sendable {
  private let writeOutput: (String) throws(TerminalDevice.WriteFailure) -> Void
  private let writeError: (String) throws(TerminalDevice.WriteFailure) -> Void
  /// Why standard output could not be written, if it could not: later results are dropped.
  package private(set) var outputFailure: TerminalDevice.WriteFailure?
  /// Whether standard error could not be written: later diagnostics are dropped.
  private var errorFailed = false
  /// Whether standard output is an interactive terminal (colour).
  let outputIsInteractive: Bool
  /// Whether standard error is an interactive terminal (progress redraws in place).
  let errorIsInteractive: Bool
  /// `NO_COLOR` is set (https://no-color.org).
  let noColorRequested: Bool
  /// How the user ran the tool: the commands messages suggest are spelt for it.
  package let invocation: Invocation
  private let lock = NSLock()

  package init(
    output: @escaping (String) throws(TerminalDevice.WriteFailure) -> Void,
    error: @escaping (String) throws(TerminalDevice.WriteFailure) -> Void,
    outputIsInteractive: Bool = false, errorIsInteractive: Bool = false, noColorRequested: Bool = false,
    invocation: Invocation = Invocation()
  ) {
    writeOutput = output
    writeError = error
    self.outputIsInteractive = outputIsInteractive
    self.errorIsInteractive = errorIsInteractive
    self.noColorRequested = noColorRequested
    self.invocation = invocation
  }

  /// The process's standard output and error, for a run with `arguments` (the command line's, by default).
  package static func standard(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Terminal {
    TerminalDevice.ignoreBrokenPipeSignal()
    return Terminal(
      output: { text throws(TerminalDevice.WriteFailure) in try TerminalDevice.write(Array(text.utf8), to: .output) },
      error: { text throws(TerminalDevice.WriteFailure) in try TerminalDevice.write(Array(text.utf8), to: .error) },
      outputIsInteractive: TerminalDevice.isInteractive(.output),
      errorIsInteractive: TerminalDevice.isInteractive(.error),
      noColorRequested: ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false,
      invocation: .current(arguments: arguments))
  }

  /// A line of results.
  package func line(_ text: String = "") { write(text + "\n") }

  /// Results without a line break added (a diff carries its own).
  package func write(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    guard outputFailure == nil else { return }
    do { try writeOutput(text) } catch { outputFailure = error }
  }

  /// A line on standard error.
  package func error(_ text: String) { errorRaw(text + "\n") }

  func errorRaw(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    guard !errorFailed else { return }
    do { try writeError(text) } catch { errorFailed = true }
  }

  /// The exit status of a command that returned `status`: a result that could not be written is a failure,
  /// said in one line on standard error; a reader that stopped reading (a closed pipe, `| head`) is not, and
  /// the command's own status stands.
  package func finish(_ status: Int32) -> Int32 {
    switch outputFailure {
    case nil, .closedPipe?:
      return status
    case .failed(let reason)?:
      error("lookout: cannot write the output (\(reason)); what the command did is not all shown. Write it to a file with space (`> out.txt`) or check the pipe.")
      return ExitStatus.failure
    }
  }

  /// Whether results may be coloured: on a terminal, unless `--no-color` or `NO_COLOR` says otherwise.
  func colors(_ arguments: ParsedArguments) -> Bool {
    outputIsInteractive && !noColorRequested && !arguments.has("--no-color")
  }
}
