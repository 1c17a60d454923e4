import LookoutSyntax
internal import SwiftSyntax

/// A read, in a model's computed property or value-returning method, of another object's state through a
/// stored property: `eventManager.addedEvents` in `func isAdded(_:) -> Bool`, `eventManager` holding a
/// class. When that class is not observable, Observation does not see the read; before the migration a view
/// showing the member re-ran whenever the model published anything, and so showed it fresh.
struct UntrackedRead: Sendable, Hashable {
  /// The model's stored property (`eventManager`), the type it holds as written (`EventManager`), and the
  /// member read through it (`addedEvents`).
  let property: String
  let type: String
  let member: String
}

enum UntrackedReads {
  /// The reads of `node`'s computed properties and value-returning methods through its stored properties,
  /// by the member's name.
  static func of(_ node: ClassDeclSyntax) -> [String: [UntrackedRead]] {
    let declarations = MemberDeclarations.all(in: node.memberBlock)
    var held: [String: String] = [:]
    for property in declarations.compactMap(StoredProperty.init) where !property.isStatic && property.isStored {
      if let name = property.names.first, property.names.count == 1, let type = property.typeName { held[name] = type }
    }
    guard !held.isEmpty else { return [:] }
    var reads: [String: [UntrackedRead]] = [:]
    for declaration in declarations {
      let member: (name: String, body: Syntax)?
      if let function = declaration.as(FunctionDeclSyntax.self), function.signature.returnClause != nil,
         !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }), let body = function.body {
        member = (function.name.text, Syntax(body))
      } else if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let getter = getter(of: binding),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
        member = (name, getter)
      } else {
        member = nil
      }
      guard let member else { continue }
      let finder = Finder(held: held)
      finder.walk(member.body)
      if !finder.reads.isEmpty { reads[member.name] = Array(Set(finder.reads)).sorted { ($0.property, $0.member) < ($1.property, $1.member) } }
    }
    return reads
  }

  /// A computed property's getter: `{ … }` alone, or its `get { … }`.
  private static func getter(of binding: PatternBindingSyntax) -> Syntax? {
    switch binding.accessorBlock?.accessors {
    case .getter(let body): return Syntax(body)
    case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map(Syntax.init)
    default: return nil
    }
  }

  private final class Finder: SyntaxVisitor {
    let held: [String: String]
    var reads: [UntrackedRead] = []

    init(held: [String: String]) {
      self.held = held
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      // `manager.state` or `self.manager.state`.
      if let name = SyntaxNames.ownPropertyName(node.base), let type = held[name] {
        reads.append(UntrackedRead(property: name, type: type, member: node.declName.baseName.text))
      }
      return .visitChildren
    }

    // A closure's body runs later, not when the member is read.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
