/// A file the tools could not find, read or write. The message names the file and what to do.
public enum FileError: Error, CustomStringConvertible, Sendable, Equatable {
  /// Nothing exists at the path given.
  case notFound(String)
  /// The file or directory exists but cannot be read.
  case unreadable(String)
  /// Writing the file failed at `step`; the file was left unchanged.
  case writeFailed(path: String, step: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let path):
      "no such file or directory: \(path) (check the path; it is relative to the current directory)"
    case .unreadable(let path):
      "cannot read \(path) (check its permissions)"
    case .writeFailed(let path, let step, let reason):
      "cannot write \(path): \(step) failed (\(reason)); the file was left unchanged"
    }
  }
}
