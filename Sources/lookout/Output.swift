import Foundation

/// Where the command writes: results to standard output, diagnostics and progress to standard error.
enum Output {
  static func line(_ text: String = "") {
    print(text)
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Whether standard output is a terminal (for colour).
  static var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}
