// The only file of LookoutCommands that calls the C library: whether a stream is a terminal.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output and standard error, as devices.
enum TerminalDevice {
  enum Stream { case output, error }

  static func isInteractive(_ stream: Stream) -> Bool {
    isatty(stream == .output ? STDOUT_FILENO : STDERR_FILENO) != 0
  }
}
