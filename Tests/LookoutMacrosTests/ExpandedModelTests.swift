import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The benchmarks measure `@Tracked` models without building the macro plugin: their models are written out
/// as the macro expands them (`Benchmarks/LookoutBenchmarks/Expanded`). This keeps them exactly that.
@Suite struct ExpandedModelTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Benchmarks/LookoutBenchmarks/Expanded")

  @Test func writtenOutModelsAreTheMacrosExpansion() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count == 4)
    for file in files {
      let text = try String(contentsOf: Self.directory.appendingPathComponent(file), encoding: .utf8)
      let (declaration, written) = Self.split(text)
      let expected = Self.writtenOut(declaration)
      #expect(Self.normalized(written) == Self.normalized(expected), "\(file) is not the expansion of its declaration; it now expands to:\n\(expected)")
    }
  }

  /// The declaration quoted in the header (`// …` lines before `import LookoutCore`) and the code after it.
  static func split(_ text: String) -> (declaration: String, code: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("// @Tracked") }),
          let end = lines.firstIndex(where: { $0 == "import LookoutCore" }) else { return ("", text) }
    let declaration = lines[start..<end].map { $0 == "//" ? "" : String($0.dropFirst(3)) }.joined(separator: "\n")
    return (declaration, lines[(end + 1)...].joined(separator: "\n"))
  }

  /// The macro's expansion of `declaration`, as the compiler applies it to stored properties (the type and
  /// initial value stay on the property), and with the module the benchmarks import.
  static func writtenOut(_ declaration: String) -> String {
    var expanded = expand(declaration).source
    for binding in syntaxNodes(PatternBindingSyntax.self, in: Parser.parse(source: declaration)) {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
      let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
      let value = binding.initializer.map { " " + $0.trimmedDescription } ?? ""
      expanded = expanded.replacingOccurrences(of: "var \(name) {", with: "var \(name)\(type)\(value) {")
    }
    return expanded.replacingOccurrences(of: "@Lookout.Untracked ", with: "").replacingOccurrences(of: "Lookout.", with: "LookoutCore.")
  }

  /// One space for each run of whitespace: formatting is not what is compared.
  static func normalized(_ code: String) -> String {
    code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// The pattern bindings of a declaration, in source order.
func syntaxNodes(_ type: PatternBindingSyntax.Type, in root: some SyntaxProtocol) -> [PatternBindingSyntax] {
  let collector = BindingCollector(viewMode: .sourceAccurate)
  collector.walk(root)
  return collector.found
}

private final class BindingCollector: SyntaxVisitor {
  var found: [PatternBindingSyntax] = []
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
