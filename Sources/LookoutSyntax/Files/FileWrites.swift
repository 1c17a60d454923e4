/// What writing a run's changed files did, file by file: the only source of the counts a summary or
/// `--json` gives, so that they say what happened and nothing else.
package struct FileWrites: Sendable {
  /// Files replaced with their new text.
  package private(set) var written: [String] = []
  /// Files that already held their new text (another run wrote it): not written again.
  package private(set) var alreadyWritten: [String] = []
  /// Files that could not be written, or changed on disk meanwhile: each left as it was.
  package private(set) var failed: [FileError] = []
  /// Files never written on purpose: links to files outside the paths given.
  package private(set) var refused: [FileError] = []

  /// Where writes may go: a link is written through only to a target under one of these.
  package let roots: [String]

  package init(roots: [String]) { self.roots = roots }

  /// Writes one change (unless its provider refuses it), recording what happened.
  package mutating func write(_ change: FileChange, refusal: FileError? = nil) {
    if let refusal {
      refused.append(refusal)
      return
    }
    do throws(FileError) {
      switch try AtomicWriter.write(change.migrated, to: change.path, replacing: change.original, within: roots) {
      case .written: written.append(change.path)
      case .alreadyWritten: alreadyWritten.append(change.path)
      }
    } catch {
      if case .linkOutsideProject = error { refused.append(error) } else { failed.append(error) }
    }
  }

  /// Whether every change reached its file.
  package var allWritten: Bool { failed.isEmpty && refused.isEmpty }
}
