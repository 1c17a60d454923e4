/// A JSON value, written with stable key order (for diffs and snapshot tests).
package enum JSON {
  case null
  case bool(Bool)
  case number(Double)
  case integer(Int)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// Compact or indented text.
  package func rendered(indent: Int? = 2) -> String {
    var out = ""
    write(to: &out, indent: indent, level: 0)
    return out
  }

  private func write(to out: inout String, indent: Int?, level: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .integer(let value): out += String(value)
    case .number(let value):
      if value.isNaN || value.isInfinite {
        out += "null"
      } else if value == value.rounded(), abs(value) < 1e15 {
        out += String(Int(value))
      } else {
        out += String(value)
      }
    case .string(let value): out += Self.quoted(value)
    case .array(let values):
      writeContainer(values.map { (nil as String?, $0) }, open: "[", close: "]", to: &out, indent: indent, level: level)
    case .object(let members):
      writeContainer(members.map { (Optional($0.0), $0.1) }, open: "{", close: "}", to: &out, indent: indent, level: level)
    }
  }

  private func writeContainer(
    _ items: [(String?, JSON)], open: String, close: String, to out: inout String, indent: Int?, level: Int
  ) {
    out += open
    guard !items.isEmpty else { return out += close }
    for (position, (key, value)) in items.enumerated() {
      if position > 0 { out += "," }
      if let indent { out += "\n" + String(repeating: " ", count: indent * (level + 1)) }
      if let key { out += Self.quoted(key) + (indent == nil ? ":" : ": ") }
      value.write(to: &out, indent: indent, level: level + 1)
    }
    if let indent { out += "\n" + String(repeating: " ", count: indent * level) }
    out += close
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let control where control.value < 0x20:
        out += "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
          + String(control.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
