import Foundation

/// Random edits of Swift sources for fuzz tests: deletions, insertions of fragments the tools care about,
/// duplicated and swapped lines. Deterministic for a seed, so a failure can be replayed.
public enum SourceMutation {
  /// The bundled legacy example's files, the usual starting points.
  public static let legacyAppSeeds = PackagePaths.swiftFiles(under: PackagePaths.path("Examples/LegacyApp"))

  public static let insertions = [
    "{", "}", "(", ")", "@Published ", "$", "objectWillChange.send()\n", "#if DEBUG\n", "\n#endif\n", "lazy ",
    "@StateObject ", "@ObservedObject ", "@EnvironmentObject ", ": ObservableObject", ", ObservableObject",
    "\r\n", "\t", "é", "// comment\n", "/* x */", "\"", "didSet { objectWillChange.send() }", "private(set) ",
    ".environmentObject(x)", ".onReceive(model.$value) { v in }", "import Combine\n", "extension X: ObservableObject {}\n",
    "$query", "self.$items", ".sink { _ in }", ".assign(to: &$total)", "Publishers.CombineLatest($a, $b)",
    "if flag { objectWillChange.send() }\n", "extension Screen { var extra: some View { Toggle(\"\", isOn: $model.flag) } }\n",
    "func helper() -> some View { TextField(\"\", text: $settings.name) }\n", "typealias M = (ObservableObject & Identifiable)\n",
  ]

  public static func mutate(_ text: String, _ random: inout SplitMix) -> String {
    var bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return text }
    let position = Int(random.next() % UInt64(bytes.count))
    switch random.next() % 4 {
    case 0:  // delete a range
      let length = min(bytes.count - position, 1 + Int(random.next() % 24))
      bytes.removeSubrange(position..<(position + length))
    case 1:  // insert a fragment
      bytes.insert(contentsOf: Array(insertions[Int(random.next() % UInt64(insertions.count))].utf8), at: position)
    case 2:  // duplicate a line
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line = Int(random.next() % UInt64(lines.count))
      lines.insert(lines[line], at: line)
      return lines.joined(separator: "\n")
    default:  // swap two lines
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let first = Int(random.next() % UInt64(lines.count))
      let second = Int(random.next() % UInt64(lines.count))
      lines.swapAt(first, second)
      return lines.joined(separator: "\n")
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A small deterministic generator, so a failure can be replayed.
public struct SplitMix {
  public var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
