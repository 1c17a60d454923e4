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

  /// The legacy wrappers of a view's model properties.
  static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

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
      facts.path = path
    }

    /// The last token `take()` returned.
    var lastTaken: SwiftLexer.Token?

    mutating func take() -> SwiftLexer.Token? {
      if let token = pending {
        pending = nil
        lastTaken = token
        return token
      }
      lastTaken = lexer.next()
      return lastTaken
    }

    mutating func peek() -> SwiftLexer.Token? {
      if pending == nil { pending = lexer.next() }
      return pending
    }

    /// Attributes seen since the last declaration boundary: they belong to the next type declared.
    var attributes: [String] = [] {
      didSet {
        if attributes.isEmpty {
          sawPublic = false
          attributeKeyPaths.removeAll()
        }
      }
    }
    /// The key path each attribute since the last boundary was given first (`settings` for
    /// `@Injected(\.settings)`), by attribute position.
    var attributeKeyPaths: [Int: String] = [:]
    /// `public` or `open` seen since the last declaration boundary.
    var sawPublic = false
    /// The last attribute was `@Environment(Type.self)`: the `var` after it shows the project's style.
    var environmentReader = false
    /// Brace depth, and the type (or extended type) whose body each open type body is, innermost last.
    var depth = 0
    var typeBodies: [(name: String, depth: Int)] = []
    /// A type was just declared: the next `{` opens its body.
    var pendingTypeBody: String?
    /// The token before the previous one (`self` in `self.$model`).
    var thirdPrevious: SwiftLexer.Token?
    var beforePrevious: SwiftLexer.Token?
    var previous: SwiftLexer.Token?
    /// Inside `.onReceive(` and, so far, only a chain of names: `.onReceive(model.$value)`.
    var inOnReceiveArgument = false
    /// A type's own `objectWillChange` being read: how many tokens of `.send()` followed so far.
    var ownObjectWillChange: (type: String, line: Int, matched: Int)?

    mutating func run() {
      while let token = take() {
        defer {
          previousWasDot = token.kind == .punctuation(UInt8(ascii: "."))
          thirdPrevious = beforePrevious
          beforePrevious = previous
          previous = token
        }
        followObjectWillChange(token)
        followOnReceiveArgument(token)
        switch token.kind {
        case .punctuation(UInt8(ascii: "@")):
          attribute()
          continue
        case .punctuation(UInt8(ascii: "{")):
          depth += 1
          if let name = pendingTypeBody { typeBodies.append((name, depth)) }
          pendingTypeBody = nil
          attributes.removeAll()
        case .punctuation(UInt8(ascii: "}")):
          if typeBodies.last?.depth == depth { typeBodies.removeLast() }
          depth -= 1
          attributes.removeAll()
        case .punctuation(UInt8(ascii: "=")), .punctuation(UInt8(ascii: ";")):
          attributes.removeAll()
        default:
          break
        }
        if token.kind == .identifier, lexer.bytes[token.range.lowerBound] == UInt8(ascii: "$") {
          dollarUse(token)
          continue
        }
        guard token.kind == .identifier, !previousWasDot else { continue }
        if DeclarationScan.otherDeclarationKeywords.contains(where: { lexer.equals(token, $0) }) {
          if lexer.equals(token, "import"), let module = peek(), module.kind == .identifier {
            facts.imports.append(lexer.text(module))
            if attributes.contains("_exported") { facts.exportedImports.append(lexer.text(module)) }
          }
          if lexer.equals(token, "var") || lexer.equals(token, "let"), let owner = declarationOwner {
            memberVariable(of: owner, isConstant: lexer.equals(token, "let"))
          } else if lexer.equals(token, "func"), let owner = declarationOwner {
            functionDeclaration(of: owner)
          }
          attributes.removeAll()
          environmentReader = false
        } else if lexer.equals(token, "public") || lexer.equals(token, "open") {
          sawPublic = true
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

    /// The type whose member a declaration starting here is (`""` at the top level of the file); nil inside
    /// function bodies and other blocks.
    var declarationOwner: String? {
      if let owner = typeBodies.last { return owner.depth == depth ? owner.name : nil }
      return depth == 0 ? "" : nil
    }

    /// `func name<T: P>(…) async throws -> Result where … {` — the keyword is consumed. Records the result type
    /// and the generic parameters' constraints.
    mutating func functionDeclaration(of owner: String) {
      guard let nameToken = peek(), nameToken.kind == .identifier else { return }
      _ = take()
      let name = lexer.text(nameToken)
      var parameters: [(String, [String])] = []
      if peek()?.kind == .punctuation(UInt8(ascii: "<")) { parameters = genericParameters() }
      guard peek()?.kind == .punctuation(UInt8(ascii: "(")) else { return }
      skipBalanced()
      // Effects: `async`, `throws`, `rethrows`, `throws(E)`.
      while let token = peek(), token.kind == .identifier,
            lexer.equals(token, "async") || lexer.equals(token, "throws") || lexer.equals(token, "rethrows") || lexer.equals(token, "reasync") {
        _ = take()
        if peek()?.kind == .punctuation(UInt8(ascii: "(")) { skipBalanced() }
      }
      var result: String?
      if let arrow = peek(), arrow.kind == .punctuation(UInt8(ascii: "-")) {
        _ = take()
        if peek()?.kind == .punctuation(UInt8(ascii: ">")) {
          _ = take()
          let names = typeNames(until: [UInt8(ascii: "{")], stopAtLineEnd: peek()?.line ?? arrow.line)
          result = names.count == 1 ? names[0] : nil
        }
      }
      if peek().map({ $0.kind == .identifier && lexer.equals($0, "where") }) == true {
        _ = take()
        whereClause(into: &parameters)
      }
      if let result, !parameters.contains(where: { $0.0 == result }) {
        // Overloads with different results: the name tells nothing.
        if let known = facts.functionTypes[owner, name], known != result {
          facts.functionTypes[owner, name] = ""
        } else {
          facts.functionTypes[owner, name] = result
        }
      }
      if parameters.contains(where: { !$0.1.isEmpty }) {
        facts.genericDeclarations.append(FileFacts.GenericDeclaration(
          name: name, owner: owner, kind: .function, parameters: parameters.map { .init(name: $0.0, constraints: $0.1) }))
      }
    }

    /// `<T: A & B, U>` — at `<`, consumed: each parameter with the names it is constrained to.
    mutating func genericParameters() -> [(String, [String])] {
      guard peek()?.kind == .punctuation(UInt8(ascii: "<")) else { return [] }
      _ = take()
      var parameters: [(String, [String])] = []
      while let token = peek() {
        if token.kind == .punctuation(UInt8(ascii: ">")) {
          _ = take()
          return parameters
        }
        if token.kind == .punctuation(UInt8(ascii: ",")) {
          _ = take()
          continue
        }
        guard token.kind == .identifier else {
          // Not a generic parameter list after all (an operator's `<`): give up where it stops.
          skipAngles()
          return parameters
        }
        _ = take()
        var name = lexer.text(token)
        // `each T`: a parameter pack.
        if name == "each", let next = peek(), next.kind == .identifier {
          _ = take()
          name = lexer.text(next)
        }
        var constraints: [String] = []
        if peek()?.kind == .punctuation(UInt8(ascii: ":")) {
          _ = take()
          constraints = typeNames(until: [UInt8(ascii: ","), UInt8(ascii: ">")])
        }
        parameters.append((name, constraints))
      }
      return parameters
    }

    /// `T: A & B, U == V` after `where` (consumed), up to the opening brace: adds the constraints to
    /// `parameters` (`T.Element: P` constrains no parameter).
    mutating func whereClause(into parameters: inout [(String, [String])]) {
      while let token = peek(), token.kind == .identifier {
        _ = take()
        let name = lexer.text(token)
        guard peek()?.kind == .punctuation(UInt8(ascii: ":")) else {
          // `T.Element == U`, `T == U`: skip to the next requirement.
          while let next = peek(), next.kind != .punctuation(UInt8(ascii: ",")), next.kind != .punctuation(UInt8(ascii: "{")),
                next.kind != .punctuation(UInt8(ascii: "}")) {
            _ = take()
          }
          if peek()?.kind == .punctuation(UInt8(ascii: ",")) { _ = take() }
          continue
        }
        _ = take()
        let constraints = typeNames(until: [UInt8(ascii: ","), UInt8(ascii: "{")])
        if let index = parameters.firstIndex(where: { $0.0 == name }) {
          parameters[index].1 += constraints
        } else {
          parameters.append((name, constraints))
        }
        guard peek()?.kind == .punctuation(UInt8(ascii: ",")) else { return }
        _ = take()
      }
    }

    /// After `= Type(…)` or `= Type.shared`, at a `.`: `.member` at the end of the initializer is noted as
    /// what `property` holds; a longer chain is not.
    mutating func memberOfValue(base: String, property: String, owner: String) {
      _ = take()
      guard let member = peek(), member.kind == .identifier else { return }
      let text = lexer.text(member)
      _ = take()
      guard let next = peek(), next.line == member.line else {
        facts.memberOfValues[owner, property] = "\(base).\(text)"
        return
      }
      if next.kind == .punctuation(UInt8(ascii: ".")) || next.kind == .punctuation(UInt8(ascii: "(")) { return }
      facts.memberOfValues[owner, property] = "\(base).\(text)"
    }

    /// From an opening parenthesis past its match (nested parentheses, brackets and braces included).
    mutating func skipBalanced() {
      var nesting = 0
      while let token = peek() {
        _ = take()
        switch token.kind {
        case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")): nesting += 1
        case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
          nesting -= 1
          if nesting == 0 { return }
        default: break
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
      var parameters: [(String, [String])] = []
      if peek()?.kind == .punctuation(UInt8(ascii: "<")) {
        if kind == .extension { skipAngles() } else { parameters = genericParameters() }
      }
      var inherited: [String] = []
      if peek()?.kind == .punctuation(UInt8(ascii: ":")) {
        _ = take()
        inherited = typeNames(until: [UInt8(ascii: "{")])
      }
      if kind != .extension, peek().map({ $0.kind == .identifier && lexer.equals($0, "where") }) == true {
        _ = take()
        whereClause(into: &parameters)
      }
      var fact = FileFacts.TypeFact(kind: kind, name: typeName, inherited: inherited, attributes: attributes, file: path, line: keyword.line)
      fact.isPublic = sawPublic
      fact.parent = typeBodies.last.flatMap { $0.depth == depth ? $0.name : nil }
      if !parameters.isEmpty {
        facts.genericDeclarations.append(FileFacts.GenericDeclaration(
          name: typeName, owner: fact.parent ?? "", kind: .type, parameters: parameters.map { .init(name: $0.0, constraints: $0.1) }))
      }
      facts.types.append(fact)
      sawPublic = false
      attributes.removeAll()
      pendingTypeBody = typeName
    }

    /// `$name` in a type's body: a binding (`$name.field`) or the projection itself; only the type's own
    /// (`$name`, `self.$name`). Another object's (`other.$name`) goes to `memberPublishers`.
    mutating func dollarUse(_ token: SwiftLexer.Token) {
      guard token.range.count > 1 else { return }
      let name = String(lexer.text(token).dropFirst())
      guard name.first?.isLetter == true || name.first == "_" else { return }
      if previousWasDot, !(beforePrevious.map { lexer.equals($0, "self") } ?? false) {
        let next = peek()?.kind
        let direct = inOnReceiveArgument && (next == .punctuation(UInt8(ascii: ")")) || next == .punctuation(UInt8(ascii: ",")))
        let passedInout = thirdPrevious?.kind == .punctuation(UInt8(ascii: "&"))
        facts.memberPublishers[name, default: []].insert(passedInout ? [.inout, .other] : direct ? .onReceiveArgument : .other)
        // `&derived.$state`: the object written to.
        if passedInout, let target = beforePrevious, target.kind == .identifier, facts.inoutTargets[name] == nil {
          facts.inoutTargets[name] = FileFacts.InoutTarget(object: lexer.text(target), line: token.line)
        }
        return
      }
      guard let type = typeBodies.last?.name else { return }
      let isBinding = peek()?.kind == .punctuation(UInt8(ascii: "."))
      facts.projections[type, default: [:]][name, default: FileFacts.Projection()].insert(isBinding ? .binding : .whole)
    }

    /// Tracks whether `token` continues `.onReceive(` followed by names and dots only.
    mutating func followOnReceiveArgument(_ token: SwiftLexer.Token) {
      if token.kind == .punctuation(UInt8(ascii: "(")) {
        inOnReceiveArgument = previous.map { $0.kind == .identifier && lexer.equals($0, "onReceive") } ?? false
      } else if token.kind != .identifier, token.kind != .punctuation(UInt8(ascii: ".")),
                token.kind != .punctuation(UInt8(ascii: "?")), token.kind != .punctuation(UInt8(ascii: "!")) {
        inOnReceiveArgument = false
      }
    }

    /// A type's own `objectWillChange` (`objectWillChange`, `self.objectWillChange`, `self?.objectWillChange`)
    /// used for anything but `.send()`: recorded in `ownObjectWillChangeUses`.
    mutating func followObjectWillChange(_ token: SwiftLexer.Token) {
      if var pending = ownObjectWillChange {
        let expected: [StaticString] = [".", "send", "(", ")"]
        if lexer.equals(token, expected[pending.matched]) {
          pending.matched += 1
          ownObjectWillChange = pending.matched == expected.count ? nil : pending
        } else {
          facts.ownObjectWillChangeUses[pending.type, default: []].append(pending.line)
          ownObjectWillChange = nil
        }
      }
      guard token.kind == .identifier, lexer.equals(token, "objectWillChange"), let type = typeBodies.last?.name else { return }
      let isOwn = !previousWasDot || beforePrevious.map { lexer.equals($0, "self") } == true
        || (beforePrevious?.kind == .punctuation(UInt8(ascii: "?")) && thirdPrevious.map { lexer.equals($0, "self") } == true)
      if isOwn { ownObjectWillChange = (type, token.line, 0) }
    }

    /// `var name: Type` or `let name = Type(…)` directly in a type's body (the keyword is consumed): its
    /// type for the index, and, with a legacy wrapper or `@Environment(Model.self)`, what the migration and
    /// the project's style need.
    mutating func memberVariable(of owner: String, isConstant: Bool) {
      guard let nameToken = peek(), nameToken.kind == .identifier else { return }
      _ = take()
      let name = lexer.text(nameToken)
      if isConstant { facts.memberConstants[owner, default: []].insert(name) }
      var type: String?
      var written: String?
      let annotated = peek()?.kind == .punctuation(UInt8(ascii: ":"))
      if annotated {
        _ = take()
        let start = peek()?.range.lowerBound
        type = typeNames(until: [UInt8(ascii: "="), UInt8(ascii: "{")], stopAtLineEnd: nameToken.line).first
        // The rest of the annotation (`[String: Entry]`, which names no single type): up to `=`, `{` or the end of
        // the line, brackets balanced.
        var nesting = 0
        while let token = peek(), token.line == nameToken.line {
          // Braces are the scan's own to count (a body, an initial closure).
          if token.kind == .punctuation(UInt8(ascii: "{")) || token.kind == .punctuation(UInt8(ascii: "}")) { break }
          if nesting == 0, token.kind == .punctuation(UInt8(ascii: "=")) { break }
          if [UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<")].contains(where: { token.kind == .punctuation($0) }) { nesting += 1 }
          if [UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">")].contains(where: { token.kind == .punctuation($0) }), nesting > 0 {
            nesting -= 1
          }
          _ = take()
        }
        if let start, let end = lastTaken?.range.upperBound, end > start {
          written = String(decoding: UnsafeBufferPointer(rebasing: lexer.bytes[start..<end]), as: UTF8.self)
        }
      } else if peek()?.kind == .punctuation(UInt8(ascii: "=")) {
        _ = take()
        // `= Model(…)`, `= Module.Model(…)`, `= Model.shared`, `= Model.make()`: the last capitalised name
        // before `(` or a member. A member of what that makes (`= Values().service`, `= Model.shared.child`)
        // is something else, whose type the scan does not know.
        var first = true
        let period = SwiftLexer.Kind.punctuation(UInt8(ascii: "."))
        let parenthesis = SwiftLexer.Kind.punctuation(UInt8(ascii: "("))
        while let token = peek(), token.kind == .identifier, token.line == nameToken.line {
          let text = lexer.text(token)
          _ = take()
          guard TypeResolution.looksLikeTypeName(String(text)) else {
            // `= makeModel(…)`: a call of a function of the type (or a global one), whose result it holds.
            if first, text != "self", peek()?.kind == parenthesis {
              facts.memberCalls[owner, name] = text
            } else if !first {
              if peek()?.kind == parenthesis { skipBalanced() }
              if peek()?.kind == period, let base = type {
                type = nil
                memberOfValue(base: base, property: name, owner: owner)
              }
            }
            break
          }
          first = false
          type = text
          if peek()?.kind == parenthesis {
            skipBalanced()
            if peek()?.kind == period, let base = type {
              type = nil
              memberOfValue(base: base, property: name, owner: owner)
            }
            break
          }
          guard peek()?.kind == period else { break }
          _ = take()
        }
      }
      // Unknown types are noted too (as ""), so that a name's declarations can be told to agree or not.
      if facts.memberTypes[owner, name] == nil { facts.memberTypes[owner, name] = type ?? "" }
      if let written, written.contains("<") || written.hasPrefix("[") { facts.memberAnnotations[owner, name] = written }
      if let position = attributes.firstIndex(where: StoredProperty.isWrapperAttribute) {
        facts.memberWrappers[owner, name] = FileFacts.WrapperUse(
          wrapper: attributes[position], keyPath: attributeKeyPaths[position], line: nameToken.line)
      }
      if environmentReader {
        if annotated { facts.environmentReaders.annotated += 1 } else { facts.environmentReaders.bare += 1 }
      }
      if let wrapper = attributes.last(where: DeclarationScan.objectWrappers.contains) {
        facts.wrappedProperties.append(FileFacts.WrappedProperty(
          owner: owner, wrapper: wrapper, name: name, model: type, writtenType: written))
      }
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
      environmentReader = false
      guard peek()?.kind == .punctuation(UInt8(ascii: "(")) else { return }
      let isEnvironment = lexer.equals(name, "Environment")
      let position = attributes.count - 1
      var nesting = 0
      var last: [SwiftLexer.Token] = []
      // `(\.name`, `(\Container.name`: the key path's last component before `)` or `,`.
      var inKeyPath = false
      while let token = take() {
        if nesting == 1, token.kind == .punctuation(UInt8(ascii: "\\")), last.count == 1 { inKeyPath = true }
        if inKeyPath {
          if token.kind == .identifier { attributeKeyPaths[position] = lexer.text(token) }
          if token.kind != .identifier && token.kind != .punctuation(UInt8(ascii: ".")) && token.kind != .punctuation(UInt8(ascii: "\\")) {
            inKeyPath = false
          }
        }
        if token.kind == .punctuation(UInt8(ascii: "(")) { nesting += 1 }
        if token.kind == .punctuation(UInt8(ascii: ")")) {
          nesting -= 1
          if nesting == 0 {
            // `@Environment(Model.self)`: the argument ends with `.self`.
            environmentReader = isEnvironment && last.count == 2 && last[0].kind == .punctuation(UInt8(ascii: "."))
              && lexer.equals(last[1], "self")
            return
          }
        }
        last = Array((last + [token]).suffix(2))
      }
    }

    /// `typealias Name<…> = A & B` — the keyword is consumed.
    mutating func aliasDeclaration() {
      guard let nameToken = peek(), nameToken.kind == .identifier else { return }
      _ = take()
      if peek()?.kind == .punctuation(UInt8(ascii: "<")) { skipAngles() }
      guard peek()?.kind == .punctuation(UInt8(ascii: "=")) else { return }
      _ = take()
      let start = peek()?.range.lowerBound
      facts.typealiases[lexer.text(nameToken)] = typeNames(until: [], stopAtLineEnd: nameToken.line)
      if let start, let end = lastTaken?.range.upperBound, end > start {
        facts.typealiasTexts[lexer.text(nameToken)] = String(decoding: UnsafeBufferPointer(rebasing: lexer.bytes[start..<end]), as: UTF8.self)
      }
    }

    /// The type names of an inheritance list or composition, module qualifiers and generic arguments
    /// dropped, up to `{`, `where`, or (for an alias) the end of its line.
    mutating func typeNames(until stops: Set<UInt8>, stopAtLineEnd line: Int? = nil) -> [String] {
      var names: [String] = []
      var last: String?
      var suppressed = false  // `~Copyable` is not inherited
      var parentheses = 0
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
        case .punctuation(UInt8(ascii: ",")) where parentheses > 0, .punctuation(UInt8(ascii: ":")) where parentheses > 0:
          return []  // `(A, B)`, `(a: A, b: B)`: a tuple conforms to nothing
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
        case .punctuation(UInt8(ascii: "(")):
          parentheses += 1  // `(A & B)`: parentheses group a composition
        case .punctuation(UInt8(ascii: ")")):
          parentheses -= 1
        case .punctuation(UInt8(ascii: "-")):
          return []  // `(Int) -> Void`: a function type conforms to nothing
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
