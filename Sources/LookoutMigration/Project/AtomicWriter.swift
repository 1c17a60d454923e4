import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically: the new bytes go to a temporary file in the same directory,
/// which is flushed to disk, given the original's permissions, then renamed over the original. A reader
/// sees the old file or the new one, never a mix; a failure leaves the original as it was.
///
/// Not `FileManager.replaceItemAt`: on Linux (swift-corelibs-foundation, Swift 6.3.1) it renames in the
/// wrong direction and loses the file.
public enum AtomicWriter {
  public static func write(_ bytes: [UInt8], to path: String) throws(MigrationError) {
    var status = stat()
    guard stat(path, &status) == 0 else { throw MigrationError("cannot stat \(path): \(errorText())") }
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).lookout-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw MigrationError("cannot create a temporary file next to \(path): \(errorText())") }
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          failure = "cannot write \(temporary): \(errorText())"
          return
        }
        written += result
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = "cannot flush \(temporary): \(errorText())" }
    if failure == nil, fchmod(descriptor, status.st_mode & 0o7777) != 0 { failure = "cannot set permissions: \(errorText())" }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 { failure = "cannot replace \(path): \(errorText())" }
    if let failure {
      unlink(temporary)
      throw MigrationError(failure + "; \(path) was left unchanged")
    }
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
