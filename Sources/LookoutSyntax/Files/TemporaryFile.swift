import Foundation

/// The temporary file a write goes through, beside the file it replaces: `.Name.swift.lookout-<pid>-<n>`.
///
/// The writing process holds an exclusive `flock` on it until it is renamed over the original or removed,
/// and its name carries the process's identifier. A later run tells a leftover of an interrupted run (its
/// lock free and its process gone) from the file of a run still writing (either held), and removes only
/// leftovers. On SIGINT, SIGTERM and SIGHUP the writing process removes its own (`InterruptionCleanup`).
package enum TemporaryFile {
  static let marker = ".lookout-"

  /// Whether `name` is the name of a temporary file (of any run).
  package static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards) else { return false }
    let numbers = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    return numbers.count == 2 && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  /// The process that made the temporary file named `name`.
  static func processID(in name: String) -> Int32? {
    guard isTemporaryName(name), let range = name.range(of: marker, options: .backwards) else { return nil }
    return name[range.upperBound...].split(separator: "-").first.flatMap { Int32($0) }
  }

  /// A new temporary name for a file named `fileName`, short enough for the file system (the file's name is
  /// shortened, keeping whole characters, when it is long).
  static func name(for fileName: String, process: Int32, number: UInt32) -> String {
    let suffix = "\(marker)\(process)-\(number)"
    var base = fileName
    while 1 + base.utf8.count + suffix.utf8.count > POSIXFile.maximumNameLength, !base.isEmpty { base.removeLast() }
    return ".\(base)\(suffix)"
  }

  /// Creates a temporary file beside `path`, locked, and registered for removal on interruption.
  static func create(beside path: String) -> Result<(path: String, descriptor: Int32), POSIXFailure> {
    let directory = (path as NSString).deletingLastPathComponent
    let fileName = (path as NSString).lastPathComponent
    while true {
      let name = name(for: fileName, process: POSIXFile.processID, number: UInt32.random(in: 0...UInt32.max))
      let temporary = SourceDiscovery.join(directory.isEmpty ? "." : directory, name)
      let created = InterruptionCleanup.creating(temporary) { () -> Result<Int32, POSIXFailure> in
        switch POSIXFile.createNew(temporary) {
        case .success(let descriptor):
          _ = POSIXFile.tryLock(descriptor)
          return .success(descriptor)
        case .failure(let failure):
          return .failure(failure)
        }
      }
      switch created {
      case .success(let descriptor): return .success((temporary, descriptor))
      case .failure(let failure) where failure.code == POSIXFile.alreadyExists: continue
      case .failure(let failure): return .failure(failure)
      }
    }
  }

  /// Removes a temporary file this process made (written or abandoned).
  static func discard(_ temporary: String) {
    POSIXFile.remove(temporary)
    InterruptionCleanup.finished(temporary)
  }

  /// After a successful rename: the name no longer exists.
  static func renamed(_ temporary: String) { InterruptionCleanup.finished(temporary) }

  /// The leftovers of interrupted runs among `paths` (temporary files found by `SourceDiscovery`): those
  /// whose lock is free and whose process is gone. A run still writing keeps its own.
  package static func leftovers(_ paths: [String]) -> [String] {
    paths.filter { isLeftover($0, thenRemove: false) }
  }

  /// Removes the leftovers among `paths`; returns the paths removed.
  package static func removeLeftovers(_ paths: [String]) -> [String] {
    paths.filter { isLeftover($0, thenRemove: true) }
  }

  private static func isLeftover(_ path: String, thenRemove: Bool) -> Bool {
    guard let process = processID(in: (path as NSString).lastPathComponent), process != POSIXFile.processID,
          case .success(let descriptor) = POSIXFile.openForReading(path, followingLinks: false) else { return false }
    defer { POSIXFile.close(descriptor) }
    // Removed while locked: a run that starts writing meanwhile cannot take it for its own.
    guard case .success(let status) = POSIXFile.status(of: descriptor), status.kind == .regular,
          POSIXFile.tryLock(descriptor), !POSIXFile.processExists(process) else { return false }
    return thenRemove ? POSIXFile.remove(path) : true
  }
}
