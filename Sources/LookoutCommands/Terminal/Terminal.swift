import Foundation

/// Where a command writes: results to standard output, diagnostics and progress to standard error. Tests
/// capture both.
package final class Terminal: @unchecked Sendable {
  private let writeOutput: (String) -> Void
  private let writeError: (String) -> Void
  /// Whether standard output is an interactive terminal (colour).
  let outputIsInteractive: Bool
  /// Whether standard error is an interactive terminal (progress redraws in place).
  let errorIsInteractive: Bool
  /// `NO_COLOR` is set (https://no-color.org).
  let noColorRequested: Bool
  private let lock = NSLock()

  package init(
    output: @escaping (String) -> Void, error: @escaping (String) -> Void,
    outputIsInteractive: Bool = false, errorIsInteractive: Bool = false, noColorRequested: Bool = false
  ) {
    writeOutput = output
    writeError = error
    self.outputIsInteractive = outputIsInteractive
    self.errorIsInteractive = errorIsInteractive
    self.noColorRequested = noColorRequested
  }

  /// The process's standard output and error.
  package static func standard() -> Terminal {
    Terminal(
      output: { FileHandle.standardOutput.write(Data($0.utf8)) },
      error: { FileHandle.standardError.write(Data($0.utf8)) },
      outputIsInteractive: TerminalDevice.isInteractive(.output),
      errorIsInteractive: TerminalDevice.isInteractive(.error),
      noColorRequested: ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
  }

  /// A line of results.
  package func line(_ text: String = "") { write(text + "\n") }

  /// Results without a line break added (a diff carries its own).
  package func write(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    writeOutput(text)
  }

  /// A line on standard error.
  package func error(_ text: String) { errorRaw(text + "\n") }

  func errorRaw(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    writeError(text)
  }

  /// Whether results may be coloured: on a terminal, unless `--no-color` or `NO_COLOR` says otherwise.
  func colors(_ arguments: ParsedArguments) -> Bool {
    outputIsInteractive && !noColorRequested && !arguments.has("--no-color")
  }
}
