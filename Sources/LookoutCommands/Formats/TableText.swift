/// Columns of the benchmark tables.
package enum TableText {
  /// `text` padded with spaces on the right to `width`.
  package static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// `text` right-aligned in `width` (with one space before it when it does not fit).
  package static func leftPad(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
