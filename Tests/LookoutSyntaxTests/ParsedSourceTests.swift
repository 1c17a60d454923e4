@testable import LookoutSyntax
import LookoutSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// The incremental re-parse that checks a rewrite must agree with a full parse.
@Suite struct ParsedSourceTests {
  static let text = "import SwiftUI\n\nfinal class M: ObservableObject {\n    @Published var x = 0\n    func f() { print(x) }\n}\n"

  func reparse(_ edits: [Edit]) -> (incremental: SourceFileSyntax, full: SourceFileSyntax) {
    let parsed = ParsedSource(SourceText(path: "M.swift", text: Self.text))
    let bytes = try! edits.applied(to: parsed.source.bytes)
    return (parsed.reparsed(after: edits, giving: bytes), Parser.parse(source: String(decoding: bytes, as: UTF8.self)))
  }

  func offset(of needle: String) -> Int {
    Self.text.utf8.count - Self.text[Self.text.range(of: needle)!.lowerBound...].utf8.count
  }

  @Test func validEditsGiveTheFullParsesTree() {
    let published = offset(of: "@Published ")
    let conformance = offset(of: ": ObservableObject")
    let (incremental, full) = reparse([
      Edit(range: published..<(published + 11), replacement: "", kind: "remove"),
      Edit(range: conformance..<(conformance + 18), replacement: "", kind: "remove"),
      Edit(range: offset(of: "final")..<offset(of: "final"), replacement: "@Observable\n", kind: "insert"),
    ])
    #expect(!incremental.hasError)
    #expect(incremental.description == full.description)
    #expect(incremental.debugDescription == full.debugDescription)
  }

  @Test func brokenEditsAreSeen() {
    let brace = offset(of: "{ print")
    let (incremental, full) = reparse([Edit(range: brace..<(brace + 1), replacement: "", kind: "break")])
    #expect(incremental.hasError)
    #expect(full.hasError)
  }
}
