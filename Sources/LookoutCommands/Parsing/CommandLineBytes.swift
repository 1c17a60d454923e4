/// The command line as the process received it, before Swift decodes it.
enum CommandLineBytes {
  /// The first argument (1-based, after the program's name) whose bytes are not UTF-8, with its bytes.
  static func firstInvalidArgument() -> (position: Int, bytes: [UInt8])? {
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      var bytes: [UInt8] = []
      var cursor = pointer
      while cursor.pointee != 0 {
        bytes.append(UInt8(bitPattern: cursor.pointee))
        cursor += 1
      }
      if String(validating: bytes, as: UTF8.self) == nil { return (index, bytes) }
    }
    return nil
  }
}
