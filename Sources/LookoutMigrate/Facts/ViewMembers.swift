import LookoutSyntax

/// The member names view code mentions (`.title` in `Text(model.title)`, `$model.isOn`, `\.name`), read
/// without parsing from the files that declare or extend a view: whether a property that becomes tracked can
/// change what a view shows. Over-inclusive by design (strings and comments count too): a name missing here is
/// one no view code writes after a dot.
enum ViewMembers {
  /// Whether an inherited name makes a type view code: SwiftUI's views, representables, modifiers, styles and
  /// scenes, and UIKit's and AppKit's views and view controllers (which track Observation reads too).
  static func isViewProtocol(_ name: String) -> Bool {
    let base = name.split(separator: ".").last.map(String.init) ?? name
    return base == "App" || ["View", "Representable", "Modifier", "Style", "Scene", "ViewController", "Cell"].contains(where: base.hasSuffix)
  }

  /// The files that declare a view type or extend one the project declares.
  static func viewCodeFiles(_ facts: [FileFacts]) -> Set<String> {
    var views: Set<String> = []
    for file in facts {
      for type in file.types where type.kind != .protocol && type.kind != .extension && type.inherited.contains(where: isViewProtocol) {
        views.insert(type.name)
      }
    }
    var files: Set<String> = []
    for file in facts where file.types.contains(where: { type in
      type.kind == .extension ? views.contains(type.name) || type.inherited.contains(where: isViewProtocol)
        : type.kind != .protocol && views.contains(type.name)
    }) {
      files.insert(file.path)
    }
    return files
  }

  /// Whether `bytes` declare view content outside a view type (`var header: some View` in an extension).
  static func mentionsSomeView(_ bytes: [UInt8]) -> Bool {
    let pattern = Array("some View".utf8)
    guard bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains { start in
      bytes[start] == pattern[0] && bytes[start..<(start + pattern.count)].elementsEqual(pattern)
    }
  }

  /// The identifiers written right after a `.` in `bytes`, but for assignment targets (`model.query = ""`
  /// writes, where `model.query += 1` and `model.query == ""` read).
  static func names(in bytes: [UInt8]) -> Set<String> {
    var found: Set<String> = []
    var index = 0
    let count = bytes.count
    while index < count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "."), index + 1 < count, isIdentifierStart(bytes[index + 1]) else { continue }
      let start = index + 1
      var end = start
      while end < count, isIdentifierStart(bytes[end]) || (bytes[end] >= 0x30 && bytes[end] <= 0x39) { end += 1 }
      var next = end
      while next < count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
      let assigned = next + 1 < count && bytes[next] == UInt8(ascii: "=") && bytes[next + 1] != UInt8(ascii: "=")
      if !assigned { found.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
      index = end - 1
    }
    return found
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}
