/// The facts a file gives the project index — its type declarations with what they inherit, and its type
/// aliases — read from tokens, without parsing. Files are parsed later, only if the index makes them
/// relevant.
package enum DeclarationScan {
  package static func facts(of source: SourceText) -> FileFacts {
    source.bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(lexer: SwiftLexer(buffer), path: source.path)
      scanner.run()
      return scanner.facts
    }
  }

  /// Words that may follow `class` in a member declaration (`class func`, `class var`, …): not type names.
  package static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "internal", "public", "open",
    "static", "init", "deinit", "typealias", "required", "convenience", "nonisolated", "mutating", "dynamic",
    "lazy", "weak", "unowned", "prefix", "postfix", "infix", "operator", "class", "struct", "enum", "protocol",
  ]

  /// Declarations that end the attributes in front of them (they are not types).
  package static let otherDeclarationKeywords: [StaticString] = [
    "var", "let", "func", "init", "case", "subscript", "deinit", "import", "associatedtype", "macro",
  ]

  private struct Scanner {
    var lexer: SwiftLexer
    let path: String
    var facts = FileFacts()
    /// A token read ahead and not yet consumed.
    var pending: SwiftLexer.Token?
    var previousWasDot = false

    init(lexer: SwiftLexer, path: String) {
      self.lexer = lexer
      self.path = path
    }

    mutating func take() -> SwiftLexer.Token? {
      if let token = pending {
        pending = nil
        return token
      }
      return lexer.next()
    }

    mutating func peek() -> SwiftLexer.Token? {
      if pending == nil { pending = lexer.next() }
      return pending
    }

    /// Attributes seen since the last declaration boundary: they belong to the next type declared.
    var attributes: [String] = []

    mutating func run() {
      while let token = take() {
        defer { previousWasDot = token.kind == .punctuation(UInt8(ascii: ".")) }
        switch token.kind {
        case .punctuation(UInt8(ascii: "@")):
          attribute()
          continue
        case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: "=")),
             .punctuation(UInt8(ascii: ";")):
          attributes.removeAll()
        default:
          break
        }
        guard token.kind == .identifier, !previousWasDot else { continue }
        if DeclarationScan.otherDeclarationKeywords.contains(where: { lexer.equals(token, $0) }) {
          attributes.removeAll()
        } else if lexer.equals(token, "class") {
          declaration(.class, at: token)
        } else if lexer.equals(token, "struct") {
          declaration(.struct, at: token)
        } else if lexer.equals(token, "enum") {
          declaration(.enum, at: token)
        } else if lexer.equals(token, "actor") {
          declaration(.actor, at: token)
        } else if lexer.equals(token, "protocol") {
          declaration(.protocol, at: token)
        } else if lexer.equals(token, "extension") {
          declaration(.extension, at: token)
        } else if lexer.equals(token, "typealias") {
          attributes.removeAll()
          aliasDeclaration()
        }
      }
    }

    /// `class Name<…>: A, B<…>, Module.C {` — the keyword is consumed.
    mutating func declaration(_ kind: FileFacts.TypeFact.Kind, at keyword: SwiftLexer.Token) {
      guard let nameToken = peek(), nameToken.kind == .identifier else { return }
      let name = lexer.text(nameToken)
      if kind != .extension, DeclarationScan.notTypeNames.contains(name) { return }
      _ = take()
      var typeName = name
      if kind == .extension {
        // `extension Module.Outer.Inner<T>`: the last component.
        while peek()?.kind == .punctuation(UInt8(ascii: ".")) {
          _ = take()
          guard let component = peek(), component.kind == .identifier else { break }
          typeName = lexer.text(component)
          _ = take()
        }
      }
      if peek()?.kind == .punctuation(UInt8(ascii: "<")) { skipAngles() }
      var inherited: [String] = []
      if peek()?.kind == .punctuation(UInt8(ascii: ":")) {
        _ = take()
        inherited = typeNames(until: [UInt8(ascii: "{")])
      }
      facts.types.append(FileFacts.TypeFact(
        kind: kind, name: typeName, inherited: inherited, attributes: attributes, file: path, line: keyword.line))
      attributes.removeAll()
    }

    /// `@Name`, `@Module.Name`, `@Name(arguments)`: the `@` is consumed.
    mutating func attribute() {
      guard var name = peek(), name.kind == .identifier else { return }
      _ = take()
      while peek()?.kind == .punctuation(UInt8(ascii: ".")) {
        _ = take()
        guard let component = peek(), component.kind == .identifier else { break }
        name = component
        _ = take()
      }
      attributes.append(lexer.text(name))
      guard peek()?.kind == .punctuation(UInt8(ascii: "(")) else { return }
      var depth = 0
      while let token = take() {
        if token.kind == .punctuation(UInt8(ascii: "(")) { depth += 1 }
        if token.kind == .punctuation(UInt8(ascii: ")")) {
          depth -= 1
          if depth == 0 { return }
        }
      }
    }

    /// `typealias Name<…> = A & B` — the keyword is consumed.
    mutating func aliasDeclaration() {
      guard let nameToken = peek(), nameToken.kind == .identifier else { return }
      _ = take()
      if peek()?.kind == .punctuation(UInt8(ascii: "<")) { skipAngles() }
      guard peek()?.kind == .punctuation(UInt8(ascii: "=")) else { return }
      _ = take()
      facts.typealiases[lexer.text(nameToken)] = typeNames(until: [], stopAtLineEnd: nameToken.line)
    }

    /// The type names of an inheritance list or composition, module qualifiers and generic arguments
    /// dropped, up to `{`, `where`, or (for an alias) the end of its line.
    mutating func typeNames(until stops: Set<UInt8>, stopAtLineEnd line: Int? = nil) -> [String] {
      var names: [String] = []
      var last: String?
      var suppressed = false  // `~Copyable` is not inherited
      func finish() {
        if let name = last, !suppressed { names.append(name) }
        last = nil
        suppressed = false
      }
      while let token = peek() {
        if let line, token.line != line { break }
        switch token.kind {
        case .punctuation(let byte) where stops.contains(byte):
          finish()
          return names
        case .punctuation(UInt8(ascii: "<")):
          skipAngles()
          continue
        case .punctuation(UInt8(ascii: ",")), .punctuation(UInt8(ascii: "&")):
          finish()
        case .punctuation(UInt8(ascii: "@")):
          _ = take()
          _ = take()  // the attribute's name (`@unchecked`, `@retroactive`)
          continue
        case .punctuation(UInt8(ascii: "~")):
          suppressed = true
        case .punctuation(UInt8(ascii: ".")), .punctuation(UInt8(ascii: "?")):
          break
        case .identifier:
          if lexer.equals(token, "where") {
            finish()
            return names
          }
          if !lexer.equals(token, "any") && !lexer.equals(token, "some") { last = lexer.text(token) }
        default:
          finish()
          return names
        }
        _ = take()
      }
      finish()
      return names
    }

    /// `<…>` with nesting, stopping at a brace if the angles never close (an operator, not generics).
    mutating func skipAngles() {
      var depth = 0
      while let token = peek() {
        switch token.kind {
        case .punctuation(UInt8(ascii: "<")): depth += 1
        case .punctuation(UInt8(ascii: ">")):
          depth -= 1
          if depth == 0 {
            _ = take()
            return
          }
        case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ";")):
          return
        default: break
        }
        _ = take()
      }
    }
  }
}
