import LookoutSyntax
import Testing

@Suite struct UnifiedDiffTests {
  @Test func hunksWithContextAsGitPrintsThem() {
    let old = (1...12).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 3\n", with: "line three\n").replacingOccurrences(of: "line 11\n", with: "")
    let diff = UnifiedDiff.make(path: "/abs/File.swift", old: Array(old.utf8), new: Array(new.utf8))
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

  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.make(path: "x", old: Array("a\n".utf8), new: Array("a\n".utf8)).isEmpty)
  }

  @Test func colourOnlyWhenAsked() {
    let diff = UnifiedDiff.make(path: "x", old: Array("a\n".utf8), new: Array("b\n".utf8), colored: true)
    #expect(diff.contains("\u{1B}[31m-a\u{1B}[0m"))
    #expect(diff.contains("\u{1B}[32m+b\u{1B}[0m"))
  }
}
