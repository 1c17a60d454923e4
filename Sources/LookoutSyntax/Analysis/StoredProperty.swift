import Foundation
package import SwiftSyntax

/// A `var`/`let` member declaration, seen the way the migration needs it.
package struct StoredProperty {
  package let decl: VariableDeclSyntax

  package init?(_ decl: DeclSyntax) {
    guard let variable = decl.as(VariableDeclSyntax.self) else { return nil }
    self.decl = variable
  }

  package var isLet: Bool { decl.bindingSpecifier.tokenKind == .keyword(.let) }

  package var isStatic: Bool {
    decl.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
  }

  package var isLazy: Bool { decl.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } }

  /// Every binding is stored (no `get`/`set`; `willSet`/`didSet` allowed).
  package var isStored: Bool {
    decl.bindings.allSatisfy { binding in
      guard let accessors = binding.accessorBlock else { return true }
      guard case .accessors(let list) = accessors.accessors else { return false }
      return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
  }

  package var isStoredInstanceVar: Bool { !isLet && !isStatic && isStored }

  package var attributeNames: [String] { SyntaxNames.attributeNames(decl.attributes) }

  package func attribute(named name: String) -> AttributeSyntax? {
    decl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { SyntaxNames.attributeName($0) == name }
  }

  package var names: [String] {
    decl.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
  }

  /// The declared or constructed type of a single-binding property.
  /// The declared type's name; nil when it is a generic parameter of an enclosing type (`Model` in
  /// `struct Screen<Model: ViewModel>`), which is no concrete class even if the project has one of that name.
  package var typeName: String? {
    guard decl.bindings.count == 1, let binding = decl.bindings.first, let name = SyntaxNames.propertyType(binding) else { return nil }
    var current = decl.parent
    while let scope = current {
      let generic: GenericParameterClauseSyntax?
      switch scope.kind {
      case .structDecl: generic = scope.cast(StructDeclSyntax.self).genericParameterClause
      case .classDecl: generic = scope.cast(ClassDeclSyntax.self).genericParameterClause
      case .enumDecl: generic = scope.cast(EnumDeclSyntax.self).genericParameterClause
      case .actorDecl: generic = scope.cast(ActorDeclSyntax.self).genericParameterClause
      case .functionDecl: generic = scope.cast(FunctionDeclSyntax.self).genericParameterClause
      default: generic = nil
      }
      if let generic, generic.parameters.contains(where: { $0.name.text == name }) { return nil }
      current = scope.parent
    }
    return name
  }

  /// Attributes that are property wrappers (custom attributes other than known macros and actors).
  package var propertyWrapperNames: [String] { attributeNames.filter(Self.isWrapperAttribute) }

  /// Whether a property's attribute is a property wrapper: a custom attribute (capitalised) other than the
  /// macros and markers in `notWrappers` and global actors.
  package static func isWrapperAttribute(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase else { return false }
    return !name.hasSuffix("Actor") && !notWrappers.contains(name)
  }

  package static let notWrappers: Set<String> = [
    "ObservationIgnored", "ObservationTracked", "Untracked", "TrackedProperty", "IBOutlet", "IBInspectable",
    "NSManaged", "NSCopying", "GKInspectable", "Transient",
  ]
}

/// Work an initializer does that `@State` would repeat on every view initialisation.
package enum InitWork {
  package static let markers: [(pattern: String, label: String)] = [
    ("URLSession", "network (URLSession)"), ("URLRequest", "network (URLRequest)"),
    ("Data(contentsOf", "disk (Data(contentsOf:))"), ("String(contentsOf", "disk (String(contentsOf:))"),
    ("FileManager", "disk (FileManager)"), ("JSONDecoder", "decoding (JSONDecoder)"),
    ("PropertyListDecoder", "decoding (PropertyListDecoder)"), ("JSONSerialization", "parsing (JSONSerialization)"),
    ("NotificationCenter", "notifications (NotificationCenter)"), ("Timer.", "timers (Timer)"),
    ("Task {", "a task (Task {})"), ("Task(", "a task (Task)"),
    // Work sent to a queue; `receive(on: DispatchQueue.main)` names a queue and sends nothing.
    ("DispatchQueue.global", "dispatch (DispatchQueue)"), (".async {", "dispatch (DispatchQueue)"), (".asyncAfter(", "dispatch (DispatchQueue)"),
    ("load(", "loading (load…)"), ("fetch", "fetching (fetch…)"), ("parse", "parsing (parse…)"),
  ]

  /// Labels of the work the class's initializers do.
  package static func calls(in members: MemberBlockSyntax) -> [String] {
    var found: [String] = []
    for member in members.members {
      guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
      let text = body.statements.description
      for (pattern, label) in markers where startsAWord(pattern, in: text) && !found.contains(label) {
        found.append(label)
      }
    }
    return found
  }

  /// Whether `pattern` occurs in `text` where a name starts: `Task(` in `Task(priority:)`, not in
  /// `OfflineMapTask(onlineMap:)`; `fetch` in `fetchAll()`, not in `prefetch`.
  package static func startsAWord(_ pattern: String, in text: String) -> Bool {
    guard let first = pattern.unicodeScalars.first, Self.isNameCharacter(first) else { return text.contains(pattern) }
    var searchFrom = text.startIndex
    while let found = text.range(of: pattern, range: searchFrom..<text.endIndex) {
      if found.lowerBound == text.startIndex { return true }
      let before = text[text.index(before: found.lowerBound)]
      if !(before.unicodeScalars.first.map(Self.isNameCharacter) ?? false) { return true }
      searchFrom = found.upperBound
    }
    return false
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
  }
}
