import Foundation

/// Replaces a file's contents atomically, keeping what the file was besides its text. The new bytes go to a
/// temporary file in the same directory (`TemporaryFile`), which is flushed to disk, given the original's
/// owner and group, permission bits (setuid, setgid and sticky included) and extended attributes, then
/// renamed over the original. A reader sees the old file or the new one, never a mix; a failure at any step
/// leaves the original as it was and removes the temporary file.
///
/// A symbolic link is written through: its target gets the new text and the link stays a link. When `roots`
/// are given, only a target under one of them is written.
///
/// Not `FileManager.replaceItemAt`: on Linux (swift-corelibs-foundation, Swift 6.3.1) it renames in the
/// wrong direction and loses the file.
package enum AtomicWriter {
  /// What a write did.
  package enum Outcome: Equatable {
    case written
    /// The file already held the new bytes (another run wrote them): nothing was written.
    case alreadyWritten
  }

  /// Writes `bytes` to `path`. When `expected` is given (the bytes the new text was made from) and the file
  /// no longer holds them, nothing is written: `.changedSinceRead`, or `.alreadyWritten` when it holds `bytes`.
  @discardableResult
  package static func write(
    _ bytes: [UInt8], to path: String, replacing expected: [UInt8]? = nil, within roots: [String]? = nil
  ) throws(FileError) -> Outcome {
    let target = try resolve(path, within: roots)
    let original = try openLocked(target, displayed: path)
    defer { POSIXFile.close(original) }
    let status: FileStatus
    switch POSIXFile.status(of: original) {
    case .success(let found) where found.kind == .regular: status = found
    case .success(let found):
      throw FileError.writeFailed(path: path, step: "checking it", reason: "it is \(found.kind.rawValue), not a regular file")
    case .failure(let failure): throw FileError.writeFailed(path: path, step: "reading its status", reason: failure.description)
    }
    if let expected {
      guard case .success(let current) = POSIXFile.readAll(original, sizeHint: expected.count) else {
        throw FileError.writeFailed(path: path, step: "reading it again", reason: POSIXFailure.current.description)
      }
      if current != expected {
        if current == bytes { return .alreadyWritten }
        throw FileError.changedSinceRead(path)
      }
    }
    let attributes: [(name: String, value: [UInt8])]
    switch POSIXFile.extendedAttributes(of: original) {
    case .success(let found): attributes = found
    case .failure(let failure):
      throw FileError.writeFailed(path: path, step: "reading its extended attributes", reason: failure.description)
    }
    try replace(target, displayed: path, with: bytes, keeping: status, attributes: attributes)
    return .written
  }

  /// The file at `target`, open and locked: the check that it still holds what was read, and the rename over
  /// it, happen under an exclusive advisory lock, so two runs writing one file at once (`migrate --write` and
  /// `lint --fix`) cannot both pass the check and lose one's update; the second sees the first's text. A file
  /// renamed over while waiting for the lock is opened again.
  private static func openLocked(_ target: String, displayed path: String) throws(FileError) -> Int32 {
    for _ in 0..<100 {
      let descriptor: Int32
      switch POSIXFile.openForReading(target) {
      case .success(let opened): descriptor = opened
      case .failure(let failure): throw FileError.writeFailed(path: path, step: "opening it", reason: failure.description)
      }
      if let failure = POSIXFile.lock(descriptor) {
        POSIXFile.close(descriptor)
        throw FileError.writeFailed(path: path, step: "locking it", reason: failure.description)
      }
      // Still the file at the path (not one another writer has since renamed over it)?
      if case .success(let locked) = POSIXFile.status(of: descriptor), case .success(let current) = POSIXFile.status(of: target),
         (locked.device, locked.inode) == (current.device, current.inode) {
        return descriptor
      }
      POSIXFile.close(descriptor)
    }
    throw FileError.writeFailed(path: path, step: "locking it", reason: "other programs keep replacing it")
  }

  /// The file a write to `path` changes: `path`, or its link's target (when under `roots`).
  private static func resolve(_ path: String, within roots: [String]?) throws(FileError) -> String {
    guard case .success(let status) = POSIXFile.status(of: path, followingLinks: false) else {
      throw FileError.writeFailed(path: path, step: "reading its status", reason: POSIXFailure.current.description)
    }
    guard status.kind == .symbolicLink else { return path }
    let target: String
    switch POSIXFile.resolvedPath(path) {
    case .success(let resolved): target = resolved
    case .failure(let failure): throw FileError.writeFailed(path: path, step: "following its symbolic link", reason: failure.description)
    }
    if let roots, !SourceDiscovery.isInside(target, roots: roots) { throw FileError.linkOutsideProject(path, target: target) }
    return target
  }

  private static func replace(
    _ target: String, displayed path: String, with bytes: [UInt8], keeping status: FileStatus,
    attributes: [(name: String, value: [UInt8])]
  ) throws(FileError) {
    let temporary: String
    let descriptor: Int32
    switch TemporaryFile.create(beside: target) {
    case .success(let created): (temporary, descriptor) = created
    case .failure(let failure):
      throw FileError.writeFailed(path: path, step: "creating a temporary file beside it", reason: failure.description)
    }
    var failed: (step: String, failure: POSIXFailure)?
    if let failure = POSIXFile.writeAll(bytes, to: descriptor) { failed = ("writing \(temporary)", failure) }
    if failed == nil, let failure = POSIXFile.sync(descriptor) { failed = ("flushing \(temporary)", failure) }
    if failed == nil, case .success(let created) = POSIXFile.status(of: descriptor),
       (created.owner, created.group) != (status.owner, status.group),
       let failure = POSIXFile.setOwner(status.owner, group: status.group, of: descriptor) {
      failed = ("keeping its owner and group (\(status.owner):\(status.group))", failure)
    }
    if failed == nil, let failure = POSIXFile.setPermissions(status.permissions, of: descriptor) {
      failed = ("keeping its permissions (\(String(status.permissions, radix: 8)))", failure)
    }
    for attribute in attributes where failed == nil {
      if let failure = POSIXFile.setExtendedAttribute(attribute.name, attribute.value, on: descriptor) {
        failed = ("keeping its extended attribute \(attribute.name)", failure)
      }
    }
    // Renamed while still open and locked: a run cleaning up leftovers meanwhile sees it as in use.
    if failed == nil, let failure = POSIXFile.rename(temporary, over: target) { failed = ("replacing it", failure) }
    POSIXFile.close(descriptor)
    if let failed {
      TemporaryFile.discard(temporary)
      throw FileError.writeFailed(path: path, step: failed.step, reason: failed.failure.description)
    }
    TemporaryFile.renamed(temporary)
    POSIXFile.syncDirectory(containing: target)
  }
}
