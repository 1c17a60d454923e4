/// Reads a Swift file's bytes, as the compiler would take them: a regular file, in UTF-8 (with or without
/// a byte-order mark). Anything else is an error that names the file and what it is, so that no tool reports
/// on a file it did not read.
package enum SourceReader {
  package static func read(_ path: String) throws(FileError) -> SourceText {
    let descriptor: Int32
    switch POSIXFile.openForReading(path) {
    case .success(let opened): descriptor = opened
    case .failure(let failure) where failure.isMissing: throw FileError.notFound(path)
    case .failure(let failure): throw FileError.unreadable(path, reason: failure.description)
    }
    defer { POSIXFile.close(descriptor) }
    let status: FileStatus
    switch POSIXFile.status(of: descriptor) {
    case .success(let found): status = found
    case .failure(let failure): throw FileError.unreadable(path, reason: failure.description)
    }
    guard status.kind == .regular else {
      throw FileError.unreadable(path, reason: "it is \(status.kind.rawValue), not a regular file")
    }
    let bytes: [UInt8]
    switch POSIXFile.readAll(descriptor, sizeHint: 0) {
    case .success(let read): bytes = read
    case .failure(let failure): throw FileError.unreadable(path, reason: failure.description)
    }
    let source = SourceText(path: path, bytes: bytes)
    if let problem = SourceEncoding.problem(in: source) {
      throw FileError.notUTF8(path, line: problem.line, column: problem.column, problem: problem.description)
    }
    return source
  }
}

/// What the bytes of a file that is not UTF-8 are: UTF-16 or UTF-32 (with a byte-order mark, or UTF-16
/// without one, which shows as a NUL beside every ASCII character), or an 8-bit encoding such as Latin-1.
package enum SourceEncoding {
  package static func problem(in source: SourceText) -> (line: Int, column: Int, description: String)? {
    let bytes = source.bytes
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (1, 1, "UTF-32 little-endian text (byte-order mark FF FE 00 00)") }
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (1, 1, "UTF-32 big-endian text (byte-order mark 00 00 FE FF)") }
    if bytes.starts(with: [0xFF, 0xFE]) { return (1, 1, "UTF-16 little-endian text (byte-order mark FF FE)") }
    if bytes.starts(with: [0xFE, 0xFF]) { return (1, 1, "UTF-16 big-endian text (byte-order mark FE FF)") }
    if let order = utf16WithoutMark(bytes) { return (1, 1, "UTF-16 \(order) text without a byte-order mark") }
    if let invalid = source.firstInvalidUTF8 {
      return (invalid.line, invalid.column, "not valid UTF-8 (Latin-1 or another 8-bit encoding?)")
    }
    return nil
  }

  /// "little-endian" or "big-endian" when the start of the file reads as ASCII text in UTF-16: every other
  /// byte NUL, the others not.
  private static func utf16WithoutMark(_ bytes: [UInt8]) -> String? {
    let sample = bytes.prefix(512)
    let pairs = sample.count / 2
    guard pairs >= 4 else { return nil }
    var evenNuls = 0
    var oddNuls = 0
    for (index, byte) in sample.prefix(pairs * 2).enumerated() where byte == 0 {
      if index % 2 == 0 { evenNuls += 1 } else { oddNuls += 1 }
    }
    if oddNuls * 10 >= pairs * 9, evenNuls * 10 < pairs { return "little-endian" }
    if evenNuls * 10 >= pairs * 9, oddNuls * 10 < pairs { return "big-endian" }
    return nil
  }
}
