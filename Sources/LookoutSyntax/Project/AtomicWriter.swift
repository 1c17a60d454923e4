import Foundation

/// Replaces a file's contents atomically: the new bytes go to a temporary file in the same directory,
/// which is flushed to disk, given the original's permissions, then renamed over the original. A reader
/// sees the old file or the new one, never a mix; a failure leaves the original as it was.
///
/// Not `FileManager.replaceItemAt`: on Linux (swift-corelibs-foundation, Swift 6.3.1) it renames in the
/// wrong direction and loses the file.
package enum AtomicWriter {
  package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    let mode: UInt32
    switch POSIXFile.permissions(of: path) {
    case .success(let bits): mode = bits
    case .failure(let failure): throw FileError.writeFailed(path: path, step: "reading its permissions", reason: failure.description)
    }
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = (directory.isEmpty ? "." : directory)
      + "/.\(name).lookout-\(POSIXFile.processID)-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor: Int32
    switch POSIXFile.createNew(temporary) {
    case .success(let created): descriptor = created
    case .failure(let failure):
      throw FileError.writeFailed(path: path, step: "creating a temporary file beside it", reason: failure.description)
    }
    var failed: (step: String, failure: POSIXFailure)?
    if let failure = POSIXFile.writeAll(bytes, to: descriptor) { failed = ("writing \(temporary)", failure) }
    if failed == nil, let failure = POSIXFile.sync(descriptor) { failed = ("flushing \(temporary)", failure) }
    if failed == nil, let failure = POSIXFile.setPermissions(mode, of: descriptor) { failed = ("setting permissions", failure) }
    POSIXFile.close(descriptor)
    if failed == nil, let failure = POSIXFile.rename(temporary, over: path) { failed = ("replacing it", failure) }
    if let failed {
      POSIXFile.remove(temporary)
      throw FileError.writeFailed(path: path, step: failed.step, reason: failed.failure.description)
    }
  }
}
