/// The identifiers of a file, found without parsing: a cheap filter deciding which files to parse.
package enum IdentifierScan {
  /// Whether `bytes` contain an identifier in `names`.
  package static func mentions(_ bytes: [UInt8], anyOf names: Set<String>) -> Bool {
    var index = 0
    let count = bytes.count
    var word: [UInt8] = []
    word.reserveCapacity(64)
    while index < count {
      let byte = bytes[index]
      if isIdentifierStart(byte) {
        word.removeAll(keepingCapacity: true)
        while index < count, isIdentifierContinue(bytes[index]) {
          word.append(bytes[index])
          index += 1
        }
        if word.count >= 3, names.contains(String(decoding: word, as: UTF8.self)) { return true }
      } else {
        index += 1
      }
    }
    return false
  }

  /// Whether `bytes` contain `$name` for a name in `names` (a projection or publisher).
  package static func mentionsProjection(_ bytes: [UInt8], of names: Set<String>) -> Bool {
    guard !names.isEmpty else { return false }
    var index = 0
    let count = bytes.count
    while index < count {
      guard bytes[index] == UInt8(ascii: "$") else {
        index += 1
        continue
      }
      index += 1
      let start = index
      while index < count, isIdentifierContinue(bytes[index]) { index += 1 }
      if index > start, names.contains(String(decoding: bytes[start..<index], as: UTF8.self)) { return true }
    }
    return false
  }

  /// The identifiers of `bytes` that are in `names`; `"$"` stands for any `$name` projection.
  package static func identifiers(in bytes: [UInt8], among names: Set<String>) -> Set<String> {
    var found: Set<String> = []
    var index = 0
    let count = bytes.count
    let projections = names.contains("$")
    while index < count {
      guard isIdentifierStart(bytes[index]) else {
        index += 1
        continue
      }
      if projections, index > 0, bytes[index - 1] == UInt8(ascii: "$") { found.insert("$") }
      let start = index
      while index < count, isIdentifierContinue(bytes[index]) { index += 1 }
      if index - start >= 2 {
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        if names.contains(word) { found.insert(word) }
      }
    }
    return found
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }

  private static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }
}
