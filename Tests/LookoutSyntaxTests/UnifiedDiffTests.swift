import LookoutSyntax
import Testing

@Suite struct UnifiedDiffTests {
  /// The diff of `old` after replacing each `(text, replacement)` (the first occurrence of `text`).
  static func diff(_ old: String, _ replacements: [(String, String)], path: String = "x", colored: Bool = false) throws -> String {
    let bytes = Array(old.utf8)
    let edits = replacements.map { text, replacement in
      let start = old.utf8.count - old[old.range(of: text)!.lowerBound...].utf8.count
      return Edit(range: start..<(start + text.utf8.count), replacement: replacement, kind: "test")
    }
    let edited = try edits.editing(bytes)
    return UnifiedDiff.make(path: path, old: bytes, new: edited.bytes, changes: edited.changes, colored: colored)
  }

  @Test func hunksWithContextAsGitPrintsThem() throws {
    let old = (1...12).map { "line \($0)\n" }.joined()
    let diff = try Self.diff(old, [("line 3\n", "line three\n"), ("line 11\n", "")], path: "/abs/File.swift")
    #expect(diff == """
      --- a/abs/File.swift
      +++ b/abs/File.swift
      @@ -1,6 +1,6 @@
       line 1
       line 2
      -line 3
      +line three
       line 4
       line 5
       line 6
      @@ -8,5 +8,4 @@
       line 8
       line 9
       line 10
      -line 11
       line 12

      """)
  }

  @Test func equalTextsHaveNoDiff() throws {
    #expect(try Self.diff("a\n", []).isEmpty)
    #expect(try Self.diff("a\n", [("a", "a")]).isEmpty)
  }

  @Test func colourOnlyWhenAsked() throws {
    let diff = try Self.diff("a\n", [("a", "b")], colored: true)
    #expect(diff.contains("\u{1B}[31m-a\u{1B}[0m"))
    #expect(diff.contains("\u{1B}[32m+b\u{1B}[0m"))
  }

  @Test func neighbouringEditsShowTheirRemovalsThenTheirAdditions() throws {
    let old = "import Combine\n\nfinal class A: ObservableObject {\n    @Published var x = 0\n}\n"
    let diff = try Self.diff(old, [("final", "@Observable\nfinal"), (": ObservableObject", ""), ("@Published ", "")])
    #expect(diff == """
      --- a/x
      +++ b/x
      @@ -1,5 +1,6 @@
       import Combine
       
      -final class A: ObservableObject {
      -    @Published var x = 0
      +@Observable
      +final class A {
      +    var x = 0
       }

      """)
  }

  @Test func carriageReturnsStayAndAMissingFinalBreakIsMarked() throws {
    let diff = try Self.diff("a\r\nb\r\nc", [("b", "B"), ("c", "C")])
    #expect(diff == "--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n-c\n\\ No newline at end of file\n+B\r\n+C\n\\ No newline at end of file\n")
  }

  @Test func pathsWithControlCharactersAreQuotedAsGitQuotesThem() {
    #expect(UnifiedDiff.quoted("a/Sources/Plain name.swift") == "a/Sources/Plain name.swift")
    #expect(UnifiedDiff.quoted("a/New\nline.swift") == "\"a/New\\nline.swift\"")
    #expect(UnifiedDiff.quoted("a/Tab\tquote\"back\\slash.swift") == "\"a/Tab\\tquote\\\"back\\\\slash.swift\"")
    #expect(UnifiedDiff.quoted("a/Bell\u{7}é.swift") == "\"a/Bell\\aé.swift\"")
  }

  @Test func manyEditsCostLittle() throws {
    // 20,000 edits: a quadratic diff would take minutes; this one takes a fraction of a second.
    let old = (0..<20_000).map { "    @Published var p\($0) = 0\n" }.joined()
    var edits: [Edit] = []
    var offset = 0
    for line in 0..<20_000 {
      edits.append(Edit(range: (offset + 4)..<(offset + 15), replacement: "", kind: "test"))
      offset += "    @Published var p\(line) = 0\n".utf8.count
    }
    let edited = try edits.editing(Array(old.utf8))
    let diff = UnifiedDiff.make(path: "x", old: Array(old.utf8), new: edited.bytes, changes: edited.changes)
    #expect(diff.split(separator: "\n").count == 2 + 1 + 40_000)
  }

  /// A patch names paths relative to where the command ran, so `git apply` run there takes it.
  @Test func pathsAreRelativeToTheWorkingDirectory() {
    #expect(UnifiedDiff.label("/elsewhere/App/M.swift", relativeTo: "/work/here") == "/elsewhere/App/M.swift")
    #expect(UnifiedDiff.label("./App/M.swift", relativeTo: "/work/here") == "App/M.swift")
    #expect(UnifiedDiff.label("/work/here/App/M.swift", relativeTo: "/work/here/") == "App/M.swift")
  }
}
