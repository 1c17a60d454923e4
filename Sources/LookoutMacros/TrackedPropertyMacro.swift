import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@TrackedProperty(index:)`, added by `@Tracked` to each tracked stored property: renames the storage to
/// `_name` (peer) and gives the property accessors that report reads and writes (accessor).
///
/// The getter and setter test one word each before doing anything else, and do the tracking work out of
/// line: a read outside any tracking scope and a write nobody observes cost about a nanosecond.
public struct TrackedPropertyMacro: AccessorMacro, PeerMacro {
  // MARK: accessor

  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = TrackedStorage(declaration, attribute: node) else { return [] }
    let name = property.name
    let storage = property.storageName
    let initAccessor: AccessorDeclSyntax = """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = initialValue
      }
      """
    if property.throughHooks {
      return [initAccessor] + keyPathAccessors(name: name, storage: storage)
    }
    let index = property.index
    let registrar = TrackedMacro.registrarName
    return [
      initAccessor,
      """
      @inline(__always) get {
        if Lookout._trackingScopeIsOpen {
          return \(raw: registrar)._access(self, \(raw: index)) { $0.\(raw: storage) }
        }
        return \(raw: storage)
      }
      """,
      """
      @inline(__always) set {
        if \(raw: registrar)._isObserved(\(raw: index)), Lookout._shouldNotify(\(raw: storage), newValue) {
          \(raw: registrar)._mutate(self, \(raw: index), \\.\(raw: name), \(literal: name)) { $0.\(raw: storage) = newValue }
        } else {
          \(raw: storage) = newValue
        }
      }
      """,
      """
      _modify {
        if Lookout._trackingScopeIsOpen || \(raw: registrar)._isObserved(\(raw: index)) {
          let needsDidSet = \(raw: registrar)._beginModify(self, \(raw: index), \\.\(raw: name), \(literal: name))
          defer { \(raw: registrar)._endModify(self, \(raw: index), \\.\(raw: name), \(literal: name), needsDidSet: needsDidSet) }
          yield &\(raw: storage)
        } else {
          yield &\(raw: storage)
        }
      }
      """,
    ]
  }

  /// Accessors for a class that wrote its own `access(keyPath:)` or `withMutation(keyPath:_:)`: every
  /// read and write goes through them, as with Observation.
  private static func keyPathAccessors(name: String, storage: String) -> [AccessorDeclSyntax] {
    let registrar = TrackedMacro.registrarName
    return [
      """
      get {
        access(keyPath: \\.\(raw: name))
        return \(raw: storage)
      }
      """,
      """
      set {
        guard Lookout._shouldNotify(\(raw: storage), newValue) else {
          \(raw: storage) = newValue
          return
        }
        withMutation(keyPath: \\.\(raw: name)) {
          \(raw: storage) = newValue
        }
      }
      """,
      """
      _modify {
        access(keyPath: \\.\(raw: name))
        \(raw: registrar).willSet(self, keyPath: \\.\(raw: name))
        defer { \(raw: registrar).didSet(self, keyPath: \\.\(raw: name)) }
        yield &\(raw: storage)
      }
      """,
    ]
  }

  // MARK: peer

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = TrackedStorage(declaration, attribute: node) else { return [] }
    return [DeclSyntax(property.storageDeclaration)]
  }
}

/// The parts of a tracked property the expansions need.
struct TrackedStorage {
  let variable: VariableDeclSyntax
  let binding: PatternBindingSyntax
  let name: String
  let index: Int
  let throughHooks: Bool

  init?(_ declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
          variable.bindings.count == 1, let binding = variable.bindings.first, binding.isStored,
          let name = binding.identifierName,
          case .argumentList(let arguments) = attribute.arguments,
          let indexText = arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text,
          let index = Int(indexText) else { return nil }
    self.variable = variable
    self.binding = binding
    self.name = name
    self.index = index
    throughHooks = arguments.contains { $0.label?.text == "throughHooks" && $0.expression.trimmedDescription == "true" }
  }

  var storageName: String { "_\(name)" }

  /// `private var _name: T = initial { willSet… didSet… }`, keeping the property's other attributes and its
  /// `weak`/`unowned`/isolation modifiers, and marked so that neither tracking nor exclusivity checking
  /// applies to it (the public property is where both happen).
  var storageDeclaration: DeclSyntax {
    let attributes = variable.attributes
      .filter { $0.as(AttributeSyntax.self)?.simpleName != "TrackedProperty" }
      .map(\.trimmedDescription)
    let dropped: Set<TokenKind> = [
      .keyword(.public), .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.package),
      .keyword(.open), .keyword(.final), .keyword(.override),
    ]
    let modifiers = variable.modifiers.filter { !dropped.contains($0.name.tokenKind) }.map(\.trimmedDescription)
    let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let initializer = binding.initializer.map { " " + $0.trimmedDescription } ?? ""
    let observers = binding.observers
    let body = observers.isEmpty ? "" : " {\n" + observers.map(\.trimmedDescription).joined(separator: "\n") + "\n}"
    let words = ["@Lookout.Untracked", "@exclusivity(unchecked)"] + attributes + ["private"] + modifiers
    return "\(raw: words.joined(separator: " ")) var \(raw: storageName)\(raw: type)\(raw: initializer)\(raw: body)"
  }
}
