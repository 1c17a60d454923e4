// The only file of LookoutCommands that calls the C library: whether a stream is a terminal, and writing to
// one so that a failure is an error to report, not a trap.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output and standard error, as devices.
package enum TerminalDevice {
  enum Stream { case output, error }

  static func isInteractive(_ stream: Stream) -> Bool {
    isatty(descriptor(stream)) != 0
  }

  private static func descriptor(_ stream: Stream) -> Int32 { stream == .output ? STDOUT_FILENO : STDERR_FILENO }

  /// Why a write failed: the reader went away (a closed pipe), or anything else, with the system's words.
  package enum WriteFailure: Error, Equatable {
    case closedPipe
    case failed(String)
  }

  /// A closed pipe is then an error a write returns (EPIPE), not a signal that ends the process.
  static func ignoreBrokenPipeSignal() { _ = signal(SIGPIPE, SIG_IGN) }

  /// Writes all of `bytes` to the stream, through interruptions and partial writes.
  static func write(_ bytes: [UInt8], to stream: Stream) throws(WriteFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        systemWrite(descriptor(stream), buffer.baseAddress, buffer.count)
      }
      if written >= 0 {
        offset += written
        continue
      }
      let code = errno
      if code == EINTR || code == EAGAIN { continue }
      if code == EPIPE { throw .closedPipe }
      throw .failed(String(cString: strerror(code)))
    }
  }
}

/// The C library's `write(2)`, named apart from `TerminalDevice.write` so no module qualification is needed.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
