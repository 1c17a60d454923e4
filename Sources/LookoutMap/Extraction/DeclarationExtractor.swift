import Foundation
import LookoutSyntax
import SwiftSyntax

/// Reads one parsed file into a ``FileSummary``: its imports, its types (with the types they are nested in),
/// their members, and a summary of each member's code.
final class DeclarationExtractor: SyntaxVisitor {
  private var summary: FileSummary
  private var stack: [TypeSummary] = []
  private let converter: LineTable
  /// Properties and locals of the file holding a timer's publisher (`let timer = Timer.publish(every: 5, …)`),
  /// with the interval when it is a literal (0 when not).
  private let timerNames: [String: Double]
  /// Methods the file hands to a timer or a display link as a selector.
  private let timerSelectors: Set<String>

  static func summarize(_ file: SourceFile) -> FileSummary {
    let text = String(decoding: file.source.bytes, as: UTF8.self)
    let extractor = DeclarationExtractor(file: file, text: text)
    extractor.walk(file.tree)
    return extractor.summary
  }

  private init(file: SourceFile, text: String) {
    summary = FileSummary(path: file.path)
    converter = file.lines
    var timers: [String: Double] = [:]
    for name in Self.matches(#"(?:let|var)\s+(\w+)\s*(?::[^=\n]*)?=\s*(?:Timer\.publish|Timer\.TimerPublisher|CADisplayLink)"#, in: text) {
      timers[name] = 0
    }
    for match in Self.pairs(#"(?:let|var)\s+(\w+)\s*(?::[^=\n]*)?=\s*Timer\.publish\(\s*every:\s*([0-9_.]+)"#, in: text) {
      timers[match.0] = Double(match.1.replacingOccurrences(of: "_", with: "")) ?? 0
    }
    timerNames = timers
    timerSelectors = Self.matches(
      #"(?:scheduledTimer|Timer|CADisplayLink)\s*\([^;{}]*?selector:\s*#selector\((?:[\w.]+\.)?(\w+)"#, in: text)
    super.init(viewMode: .sourceAccurate)
  }

  private static func matches(_ pattern: String, in text: String) -> Set<String> {
    guard text.contains("Timer") || text.contains("CADisplayLink"),
          let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
    var names: Set<String> = []
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
    }
    return names
  }

  /// The two captured groups of each match.
  private static func pairs(_ pattern: String, in text: String) -> [(String, String)] {
    guard text.contains("Timer"), let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      guard let first = Range(match.range(at: 1), in: text), let second = Range(match.range(at: 2), in: text) else { return nil }
      return (String(text[first]), String(text[second]))
    }
  }

  private func line(_ node: some SyntaxProtocol) -> Int {
    converter.line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  private func column(_ node: some SyntaxProtocol) -> Int {
    converter.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset).column
  }

  // MARK: Types

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text { summary.imports.append(module) }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.class, node.name.text, node.inheritanceClause, node.attributes, node.genericParameterClause, node.genericWhereClause, node.name)
  }
  override func visitPost(_ node: ClassDeclSyntax) { pop() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.struct, node.name.text, node.inheritanceClause, node.attributes, node.genericParameterClause, node.genericWhereClause, node.name)
  }
  override func visitPost(_ node: StructDeclSyntax) { pop() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.enum, node.name.text, node.inheritanceClause, node.attributes, node.genericParameterClause, node.genericWhereClause, node)
  }
  override func visitPost(_ node: EnumDeclSyntax) { pop() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.actor, node.name.text, node.inheritanceClause, node.attributes, node.genericParameterClause, node.genericWhereClause, node)
  }
  override func visitPost(_ node: ActorDeclSyntax) { pop() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    push(.protocol, node.name.text, node.inheritanceClause, node.attributes, nil, node.genericWhereClause, node)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { pop() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    var extended = node.extendedType.trimmedDescription
    if let generic = extended.firstIndex(of: "<") { extended = String(extended[..<generic]) }
    return push(.extension, extended, node.inheritanceClause, node.attributes, nil, node.genericWhereClause, node)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

  private func push(
    _ kind: TypeSummary.Kind, _ name: String, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax,
    _ generics: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?, _ node: some SyntaxProtocol
  ) -> SyntaxVisitorContinueKind {
    let path = stack.map(\.name)
    let qualified = kind == .extension || path.isEmpty ? name : (path.last! + "." + name)
    var type = TypeSummary(
      kind: kind, name: qualified, lexicalPath: kind == .extension ? [] : path,
      inherited: SyntaxNames.inherited(inheritance), attributes: SyntaxNames.attributeNames(attributes), line: line(node))
    type.column = column(node)
    for parameter in generics?.parameters ?? [] {
      type.genericConstraints[parameter.name.text] = parameter.inheritedType.map { SyntaxNames.components(of: $0) } ?? []
    }
    for requirement in whereClause?.requirements ?? [] {
      if case .conformanceRequirement(let conformance) = requirement.requirement {
        type.genericConstraints[conformance.leftType.trimmedDescription, default: []] += SyntaxNames.components(of: conformance.rightType)
      }
    }
    stack.append(type)
    return .visitChildren
  }

  private func pop() {
    summary.types.append(stack.removeLast())
  }

  private func add(_ member: MemberSummary) {
    if stack.isEmpty { summary.globals.append(member) } else { stack[stack.count - 1].members.append(member) }
  }

  // MARK: Members

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let attributes = SyntaxNames.attributeNames(node.attributes)
    let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    let isLazy = node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
    let environmentType = node.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
      .first { SyntaxNames.attributeName($0) == "Environment" }
      .flatMap(Self.environmentObjectType)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      var member = MemberSummary(name: name, kind: .storedProperty, line: line(binding.pattern))
      member.column = column(binding.pattern)
      member.isStatic = isStatic
      member.isLazy = isLazy
      member.isLet = isLet
      member.attributes = attributes
      member.environmentType = environmentType
      member.type = binding.typeAnnotation.map { TypeRef($0.type.trimmedDescription) }
        ?? binding.initializer.flatMap { SyntaxNames.constructedType($0.value) }.map(TypeRef.init)
      if let value = binding.initializer?.value {
        member.constructsValue = CodeWalker.isConstruction(value)
        let code = CodeWalker.summarize(value, converter: converter, timerNames: timerNames)
        member.code = code
        member.initialValue = CodeWalker.chain(of: value, converter: converter)
      }
      if let accessors = binding.accessorBlock {
        switch accessors.accessors {
        case .getter(let statements):
          member.kind = .computedProperty
          member.code = CodeWalker.summarize(statements, converter: converter, timerNames: timerNames)
          member.recordsAccess = statements.description.contains("access(keyPath:")
        case .accessors(let list):
          if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) || $0.accessorSpecifier.text == "_read" }) {
            member.kind = .computedProperty
            if let body = getter.body {
              member.code = CodeWalker.summarize(body, converter: converter, timerNames: timerNames)
              member.recordsAccess = body.description.contains("access(keyPath:")
            }
            // What the setter writes, a write to this property writes (its reads are no getter's).
            if let setter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })?.body {
              let code = CodeWalker.summarize(setter, context: CodeWalker.Context(evaluated: false),
                                              converter: converter, timerNames: timerNames)
              member.code.writes += code.writes
            }
          } else {
            let observers = list.filter { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
            member.announces = observers.contains { $0.body?.description.contains("objectWillChange.send") ?? false }
            // What the observers write, they write whenever this property is written.
            let own = AccessChain(base: .selfValue, steps: [.init(name: name, kind: .member, line: member.line)])
            for body in observers.compactMap(\.body) {
              let code = CodeWalker.summarize(body, context: CodeWalker.Context(evaluated: false, write: .observer, watched: own),
                                              converter: converter, timerNames: timerNames)
              member.code.writes += code.writes
              member.code.deferredCalls += code.deferredCalls
            }
          }
        @unknown default:
          break
        }
      }
      add(member)
    }
    return .skipChildren
  }

  /// `Model` in `@Environment(Model.self)`.
  private static func environmentObjectType(_ attribute: AttributeSyntax) -> TypeRef? {
    guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
          let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
          let base = member.base else { return nil }
    return TypeRef(base.trimmedDescription)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    var member = MemberSummary(name: name, kind: .method, line: line(node.name))
    member.column = column(node.name)
    member.labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
    member.isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    member.type = node.signature.returnClause.map { TypeRef($0.type.trimmedDescription) }
    member.attributes = SyntaxNames.attributeNames(node.attributes)
    member.isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
    if timerSelectors.contains(name) { member.callContext = .timer }
    if name == "urlSession", member.labels.contains(where: { $0 == "didWriteData" || $0 == "didSendBodyData" }) {
      member.callContext = .progress
    }
    if let body = node.body {
      member.code = CodeWalker.summarize(
        body, parameters: Self.parameters(node.signature.parameterClause), context: CodeWalker.Context(write: member.callContext),
        converter: converter, timerNames: timerNames)
    }
    add(member)
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    var member = MemberSummary(name: "init", kind: .initializer, line: line(node.initKeyword))
    member.labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
    if let body = node.body {
      member.code = CodeWalker.summarize(
        body, parameters: Self.parameters(node.signature.parameterClause), converter: converter, timerNames: timerNames)
    }
    add(member)
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = stack.map(\.name)
    let name = path.isEmpty ? node.name.text : path.last! + "." + node.name.text
    summary.aliases.append((name, path, TypeRef(node.initializer.value.trimmedDescription)))
    return .skipChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    // Top-level statements (a script's code) are not declarations.
    node.item.is(DeclSyntax.self) || node.item.is(IfConfigDeclSyntax.self) ? .visitChildren : .skipChildren
  }

  private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [LocalBinding] {
    clause.parameters.map { parameter in
      LocalBinding(name: (parameter.secondName ?? parameter.firstName).text, type: TypeRef(parameter.type.trimmedDescription),
                   isParameter: true)
    }
  }
}
