import Foundation

/// JSON text of plain dictionaries and arrays, indented, with sorted keys (stable for diffs and tests).
enum JSONText {
  static func render(_ object: Any) -> String {
    let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? JSONSerialization.data(withJSONObject: object, options: options)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}
