import Foundation

/// `os_log`'s `printf`-style formats: `%@`, `%d`, `%f`, `%s`… with `{public}`/`{private}` privacy, as the system
/// stores the message (strings and objects redacted unless public, scalars shown unless private).
enum LegacyLogFormat {
  static func format(_ format: String, _ args: [CVarArg]) -> String {
    var result = ""
    var remaining = args[...]
    var characters = Substring(format)
    while let percent = characters.firstIndex(of: "%") {
      result += characters[..<percent]
      characters = characters[characters.index(after: percent)...]
      if characters.first == "%" {
        result += "%"
        characters = characters.dropFirst()
        continue
      }
      var privacy: String?
      if characters.first == "{", let close = characters.firstIndex(of: "}") {
        privacy = characters[characters.index(after: characters.startIndex)..<close].split(separator: ",").first.map(String.init)
        characters = characters[characters.index(after: close)...]
      }
      // Flags, width, precision and length, then the conversion.
      guard let conversion = characters.firstIndex(where: { "@dDiuUxXoOfFeEgGcsSp".contains($0) }) else { break }
      let specifier = "%" + characters[..<conversion] + String(characters[conversion])
      let kind = characters[conversion]
      characters = characters[characters.index(after: conversion)...]
      guard let argument = remaining.popFirst() else { break }
      let isScalar = !"@sS".contains(kind)
      let redacted = privacy == "private" || privacy == "sensitive" || (privacy != "public" && !isScalar)
      if redacted {
        result += "<private>"
      } else if kind == "@" || kind == "s" || kind == "S" {
        result += String(describing: argument)
      } else {
        let cleaned = specifier.replacingOccurrences(of: "l", with: "").replacingOccurrences(of: "z", with: "")
        let wide = "dDiuUxXoOc".contains(kind) ? cleaned.dropLast() + "l" + String(kind) : Substring(cleaned)
        result += String(format: String(wide), argument)
      }
    }
    return result + characters
  }
}
