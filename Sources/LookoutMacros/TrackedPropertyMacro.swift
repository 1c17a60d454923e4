import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@TrackedProperty(index:)`, added by `@Tracked` to each tracked stored property: renames the storage to
/// `_name` (peer) and gives the property accessors that report reads and writes (accessor).
///
/// A class Observation sees (the default) reports every read to Lookout and to Observation, through one
/// out-of-line call, with its key path made once (a static peer, where the class may have one). A class only
/// Lookout tracks (`observable: false`) tests one word in its getter and does the tracking work out of line
/// only when a scope is open: a read outside any scope costs about a nanosecond. Either way a setter tests
/// its property's observed bits before doing anything else.
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
    let makeKeyPath = "{ \\.\(name) }"
    let cache = property.keyPathCacheExpression(in: context)
    let lookoutGetter: DeclSyntax = """
      if Lookout._trackingScopeIsOpen {
        return \(raw: registrar)._read(self, \(raw: index)) { $0.\(raw: storage) }
      }
      """
    let lookoutSet = "\(registrar)._mutate(self, \(index), \(makeKeyPath), \(literalName(name))) { $0.\(storage) = newValue }"
    let lookoutModify: DeclSyntax = """
      if Lookout._trackingScopeIsOpen || \(raw: registrar)._isObserved(\(raw: index)) {
        let needsDidSet = \(raw: registrar)._beginModify(self, \(raw: index), \(raw: makeKeyPath), \(literal: name))
        defer { \(raw: registrar)._endModify(self, \(raw: index), \(raw: makeKeyPath), \(literal: name), needsDidSet: needsDidSet) }
        yield &\(raw: storage)
      } else {
        yield &\(raw: storage)
      }
      """
    guard property.observable else {
      return [
        initAccessor,
        """
        @inline(__always) get {
          \(lookoutGetter)
          return \(raw: storage)
        }
        """,
        """
        @inline(__always) set {
          if \(raw: registrar)._isObserved(\(raw: index)), _$shouldNotify(\(raw: storage), newValue) {
            \(raw: lookoutSet)
          } else {
            \(raw: storage) = newValue
          }
        }
        """,
        """
        _modify {
          \(lookoutModify)
        }
        """,
      ]
    }
    // Where Observation exists, every read and observed write goes to it too (typed by this class); below
    // its systems (#available folds away on Linux and from iOS 17 deployments), Lookout alone.
    let observation = "#available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)"
    let observedArguments = "self, \(index), \(cache), \(makeKeyPath)"
    return [
      initAccessor,
      """
      @inline(__always) get {
        if \(raw: observation) {
          \(raw: registrar)._observedRead(\(raw: observedArguments))
        } else \(lookoutGetter)
        return \(raw: storage)
      }
      """,
      """
      @inline(__always) set {
        if \(raw: registrar)._isObserved(\(raw: index)), _$shouldNotify(\(raw: storage), newValue) {
          if \(raw: observation) {
            \(raw: registrar)._observedMutate(\(raw: observedArguments), \(literal: name)) { $0.\(raw: storage) = newValue }
          } else {
            \(raw: lookoutSet)
          }
        } else {
          \(raw: storage) = newValue
        }
      }
      """,
      """
      _modify {
        if \(raw: observation) {
          let notified = \(raw: registrar)._observedBeginModify(\(raw: observedArguments), \(literal: name))
          defer { \(raw: registrar)._observedEndModify(\(raw: observedArguments), \(literal: name), notified) }
          yield &\(raw: storage)
        } else \(lookoutModify)
      }
      """,
    ]
  }

  /// `"count"`, as a string literal in generated code.
  private static func literalName(_ name: String) -> String { "\"\(name)\"" }

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
        guard _$shouldNotify(\(raw: storage), newValue) else {
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
    var peers = [DeclSyntax(property.storageDeclaration)]
    if let keyPath = property.keyPathDeclaration(in: context) { peers.append(keyPath) }
    return peers
  }
}

/// The parts of a tracked property the expansions need.
struct TrackedStorage {
  let variable: VariableDeclSyntax
  let binding: PatternBindingSyntax
  let name: String
  let index: Int
  let throughHooks: Bool
  /// Seen by Observation (the default), or tracked by Lookout alone (`observable: false`).
  let observable: Bool

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
    observable = !arguments.contains { $0.label?.text == "observable" && $0.expression.trimmedDescription == "false" }
  }

  var storageName: String { "_\(name)" }

  /// The static peer caching the property's key path: `_$name`.
  var keyPathName: String { "_$\(name)" }

  /// The key-path cache the accessors pass: the static peer where the class can have one (the key path is
  /// then made once, where a literal costs an instantiation on every read), else `nil`.
  func keyPathCacheExpression(in context: some MacroExpansionContext) -> String {
    guard observable, let type = Self.typeForStaticPeer(in: context) else { return "nil" }
    return "\(type).\(keyPathName)"
  }

  /// `nonisolated private static let _$count = Lookout._KeyPathCache()`, for an observable property of a
  /// class that can have static stored properties. (The key path itself is made in the accessors, whose
  /// isolation is the property's: a static initializer could not form a key path to an isolated property.)
  func keyPathDeclaration(in context: some MacroExpansionContext) -> DeclSyntax? {
    guard observable, !throughHooks, Self.typeForStaticPeer(in: context) != nil else { return nil }
    return "nonisolated private static let \(raw: keyPathName) = Lookout._KeyPathCache()"
  }

  /// The enclosing class's name if it may hold a static stored property: not generic, and not inside a
  /// generic type, a function, or an extension (whose type may be generic: syntax cannot tell).
  static func typeForStaticPeer(in context: some MacroExpansionContext) -> String? {
    guard let classDecl = context.lexicalContext.first?.as(ClassDeclSyntax.self),
          classDecl.genericParameterClause == nil else { return nil }
    var names = [classDecl.name.text]
    for enclosing in context.lexicalContext.dropFirst() {
      if let type = enclosing.asProtocol((any DeclGroupSyntax).self), !enclosing.is(ExtensionDeclSyntax.self) {
        if let generic = type.as(StructDeclSyntax.self), generic.genericParameterClause != nil { return nil }
        if let generic = type.as(ClassDeclSyntax.self), generic.genericParameterClause != nil { return nil }
        if let generic = type.as(EnumDeclSyntax.self), generic.genericParameterClause != nil { return nil }
        if let name = (type.as(StructDeclSyntax.self)?.name ?? type.as(ClassDeclSyntax.self)?.name
                       ?? type.as(EnumDeclSyntax.self)?.name ?? type.as(ActorDeclSyntax.self)?.name)?.text {
          names.insert(name, at: 0)
          continue
        }
      }
      return nil
    }
    return names.joined(separator: ".")
  }

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
