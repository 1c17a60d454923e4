import LookoutSyntax
internal import SwiftSyntax

/// U14: `x = x` to force a refresh.
final class RedundantSelfAssignmentRule: LintRule {
  static let description = RuleDescription(
    id: "self-assignment-refresh", kind: .updates, pitfalls: ["U14"], severity: .note, confidence: .medium,
    summary: "Assigning a property to itself no longer notifies (Swift 6.2 skips equal values): change real state or use a change token",
    explanation: """
      `items = items` used to "poke" observers. Since Swift 6.2 Observation compares Equatable values and
      does not notify when they are equal (didSet still runs), so the refresh silently stops working. Make
      the change explicit: mutate the state that changed, or bump a `var revision = 0` the views read.
      """,
    triggering: [
      Example("""
      @Observable final class Model {
          var items: [Int] = []
          func refresh() { ↓self.items = self.items }
      }
      """, message: "self.items = self.items does not notify anymore (equal values are skipped): change the state itself or bump a revision counter"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Model {
          var items: [Int] = []
          func refresh() { items = items.sorted() }
          init(items: [Int]) { self.items = items }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 0, wrong: 1, debatable: 0, on: MeasuredPrecision.secondRound2026))
  static let triggerWords: Set<String> = ObservationAttributes.classMacros
  static let triggersOnObservableNames = true

  /// Only files with some `x = x` (the same name or chain on both sides of an `=`).
  static func mayReport(in bytes: [UInt8]) -> Bool {
    func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2E
    }
    var index = 1
    while index + 1 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "="), bytes[index - 1] == UInt8(ascii: " "), bytes[index + 1] == UInt8(ascii: " ") else { continue }
      var start = index - 1
      while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
      let left = bytes[start..<(index - 1)]
      var end = index + 2
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      let right = bytes[(index + 2)..<end]
      if !left.isEmpty, left.elementsEqual(right), end == bytes.count || !isNameByte(bytes[end]) && bytes[end] != UInt8(ascii: "(") {
        return true
      }
    }
    return false
  }

  func check(_ file: LintFile) {
    for sequence in file.nodes.sequences {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
      // Only the same text on both sides: `self.x = x` in an initializer assigns a parameter.
      let left = elements[0].trimmedDescription
      let right = elements[2].trimmedDescription
      guard left == right, left.first?.isLetter == true, elements[0].is(DeclReferenceExprSyntax.self) || elements[0].is(MemberAccessExprSyntax.self)
      else { continue }
      file.report(Self.self, at: sequence, "\(left) = \(right) does not notify anymore (equal values are skipped): change the state itself or bump a revision counter")
    }
  }
}
