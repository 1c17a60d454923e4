// The only file of LookoutSyntax that calls the C library directly: the POSIX file calls an atomic write
// needs, which Darwin, Glibc and Musl all provide with the same names.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("LookoutSyntax needs a POSIX C library: Darwin, Glibc or Musl")
#endif

/// Thin wrappers over the POSIX calls of ``AtomicWriter``; each returns the C library's error text on failure.
enum POSIXFile {
  /// The permission bits of the file at `path`.
  static func permissions(of path: String) -> Result<UInt32, POSIXFailure> {
    var status = stat()
    guard stat(path, &status) == 0 else { return .failure(.current) }
    return .success(UInt32(status.st_mode) & 0o7777)
  }

  /// Creates `path`, which must not exist, for writing; returns its descriptor.
  static func createNew(_ path: String) -> Result<Int32, POSIXFailure> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    return descriptor >= 0 ? .success(descriptor) : .failure(.current)
  }

  /// Writes every byte, retrying after interruptions and short writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> POSIXFailure? {
    bytes.withUnsafeBytes { buffer -> POSIXFailure? in
      var written = 0
      while written < buffer.count {
        let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return .current
        }
        written += result
      }
      return nil
    }
  }

  /// Flushes the file to disk.
  static func sync(_ descriptor: Int32) -> POSIXFailure? { fsync(descriptor) == 0 ? nil : .current }

  /// Sets the permission bits.
  static func setPermissions(_ mode: UInt32, of descriptor: Int32) -> POSIXFailure? {
    fchmod(descriptor, mode_t(mode)) == 0 ? nil : .current
  }

  static func close(_ descriptor: Int32) { _ = closeDescriptor(descriptor) }

  /// Renames `source` over `destination` (atomic within one file system).
  static func rename(_ source: String, over destination: String) -> POSIXFailure? {
    renameFile(source, destination) == 0 ? nil : .current
  }

  static func remove(_ path: String) { _ = unlink(path) }

  /// A process identifier, for unique temporary names.
  static var processID: Int32 { getpid() }
}

/// The text of a C library error (`strerror(errno)`), taken where the call failed.
struct POSIXFailure: Error, CustomStringConvertible {
  let description: String
  static var current: POSIXFailure { POSIXFailure(description: String(cString: strerror(errno))) }
}

// The C functions under their own names, where a wrapper above has the same name.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func renameFile(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
