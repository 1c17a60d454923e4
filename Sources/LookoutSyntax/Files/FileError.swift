/// A file the tools could not find, read or write. The message names the file and what to do.
public enum FileError: Error, CustomStringConvertible, Sendable, Equatable {
  /// Nothing exists at the path given.
  case notFound(String)
  /// The file or directory exists but cannot be read: `reason` says why (permissions, a FIFO, a broken link).
  case unreadable(String, reason: String)
  /// The file is not UTF-8 (the only encoding the Swift compiler reads): `problem` says what it is, and
  /// where (1-based line and byte column) when the bytes stop being UTF-8.
  case notUTF8(String, line: Int, column: Int, problem: String)
  /// A symbolic link whose target is outside the paths the tool was given: it is read, never written.
  case linkOutsideProject(String, target: String)
  /// Writing the file failed at `step`; the file was left unchanged.
  case writeFailed(path: String, step: String, reason: String)
  /// The file changed on disk after it was read (another program, or another run): it was left as it is now.
  case changedSinceRead(String)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .notFound(let path), .unreadable(let path, _), .notUTF8(let path, _, _, _), .linkOutsideProject(let path, _),
      .writeFailed(let path, _, _), .changedSinceRead(let path):
      path
    }
  }

  /// Where in the file the problem is (1-based), when it has a place.
  public var location: (line: Int, column: Int)? {
    if case .notUTF8(_, let line, let column, _) = self { return (line, column) }
    return nil
  }

  /// The message without the path: what is wrong, and what to do.
  public var message: String {
    switch self {
    case .notFound:
      "no such file or directory (check the path; it is relative to the current directory)"
    case .unreadable(_, let reason):
      "cannot read it: \(reason)"
    case .notUTF8(_, _, _, let problem):
      "\(problem); the Swift compiler reads only UTF-8: save the file as UTF-8 and run again"
    case .linkOutsideProject(_, let target):
      "a symbolic link to \(target), outside the paths given: it is never written (give the target's own path to change it)"
    case .writeFailed(_, let step, let reason):
      "cannot write it: \(step) failed (\(reason)); the file was left unchanged"
    case .changedSinceRead:
      "it changed on disk while the run was reading it, so it was left as it is now; run again"
    }
  }

  /// `path: message`, or `path:line:column: message` when the problem has a place.
  public var description: String {
    if case .notFound(let path) = self {
      return "no such file or directory: \(path) (check the path; it is relative to the current directory)"
    }
    if let location { return "\(path):\(location.line):\(location.column): \(message)" }
    return "\(path): \(message)"
  }
}
