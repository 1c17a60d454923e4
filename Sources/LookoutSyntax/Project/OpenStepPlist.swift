/// The old-style (OpenStep) property list `project.pbxproj` is written in: `{ key = value; }`, `( a, b, )`,
/// quoted or bare strings, and `/* … */` or `//` comments.
enum OpenStepPlist: Equatable {
  case string(String)
  case array([OpenStepPlist])
  case dictionary([String: OpenStepPlist])

  var string: String? { if case .string(let value) = self { value } else { nil } }
  var array: [OpenStepPlist]? { if case .array(let value) = self { value } else { nil } }
  var dictionary: [String: OpenStepPlist]? { if case .dictionary(let value) = self { value } else { nil } }

  subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

  /// The list in `text`; nil when it is not one.
  static func parse(_ text: String) -> OpenStepPlist? {
    var parser = Parser(bytes: Array(text.utf8))
    guard let value = parser.value() else { return nil }
    parser.skipBlanks()
    return parser.index == parser.bytes.count ? value : nil
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    mutating func value() -> OpenStepPlist? {
      skipBlanks()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var dictionary: [String: OpenStepPlist] = [:]
        while true {
          skipBlanks()
          guard index < bytes.count else { return nil }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .dictionary(dictionary)
          }
          guard let key = string(), expect("="), let value = value(), expect(";") else { return nil }
          dictionary[key] = value
        }
      case UInt8(ascii: "("):
        index += 1
        var array: [OpenStepPlist] = []
        while true {
          skipBlanks()
          guard index < bytes.count else { return nil }
          if bytes[index] == UInt8(ascii: ")") {
            index += 1
            return .array(array)
          }
          guard let element = value() else { return nil }
          array.append(element)
          skipBlanks()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
      default:
        return string().map(OpenStepPlist.string)
      }
    }

    mutating func expect(_ character: Unicode.Scalar) -> Bool {
      skipBlanks()
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// A quoted string (with its escapes) or a bare one.
    mutating func string() -> String? {
      skipBlanks()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
            index += 1
            switch bytes[index] {
            case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
            default: scalars.append(bytes[index])
            }
          } else {
            scalars.append(bytes[index])
          }
          index += 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      }
      let start = index
      while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
      return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    static func isBare(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
        || [UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"),
            UInt8(ascii: "+"), UInt8(ascii: "@"), UInt8(ascii: "~")].contains(byte)
    }

    /// Skips whitespace and comments.
    mutating func skipBlanks() {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
          index = min(index + 2, bytes.count)
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else {
          return
        }
      }
    }
  }
}
