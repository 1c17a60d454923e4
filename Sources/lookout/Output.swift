import Foundation

/// Where the command writes: results to standard output, diagnostics and progress to standard error.
enum Output {
  static func line(_ text: String = "") {
    print(text)
  }

  /// Text without a line break added (a diff carries its own).
  static func write(_ text: String) {
    print(text, terminator: "")
  }

  static func error(_ text: String) {
    errorRaw(text + "\n")
  }

  static func errorRaw(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether standard output is a terminal (for colour).
  static var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}
