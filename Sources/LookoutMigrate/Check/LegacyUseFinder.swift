import LookoutSyntax
internal import SwiftSyntax

/// Finds every `LegacyUse` in one file, with what each refers to. Run on the planned result of each file.
struct LegacyUseFinder {
  let subjects: UseSubjects
  let requirements: ObservableObjectRequirements

  init(types: ProjectTypes, requirements: ObservableObjectRequirements) {
    subjects = UseSubjects(types: types)
    self.requirements = requirements
  }

  func uses(in file: SourceFile) -> [LegacyUse] {
    let walker = Walker(finder: self, file: file)
    walker.walk(file.tree)
    return walker.uses
  }

  static let legacyWrappers: [String: LegacyUse.Kind] = [
    "StateObject": .stateObject, "ObservedObject": .observedObject, "EnvironmentObject": .environmentObject,
  ]

  /// Wrappers without a `$` projection: `$name` on them does not compile.
  static let wrappersWithoutProjection: Set<String> = ["Environment"]

  private final class Walker: SyntaxVisitor {
    let finder: LegacyUseFinder
    let file: SourceFile
    var uses: [LegacyUse] = []

    init(finder: LegacyUseFinder, file: SourceFile) {
      self.finder = finder
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    private func add(_ kind: LegacyUse.Kind, _ subject: LegacyUse.Subject, at node: some SyntaxProtocol,
                     property: String? = nil, declaration: String? = nil) {
      // A use through a generic parameter or an existential needs its protocol to imply ObservableObject.
      var kind = kind
      if case .constrained = subject, kind != .constrainedDeclaration, kind != .publisher { kind = .constraint }
      let (line, column) = file.location(of: node)
      uses.append(LegacyUse(kind: kind, subject: subject, property: property, declaration: declaration, file: file.path,
                            line: line, column: column, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                            enclosing: TypeResolution.enclosingTypeName(Syntax(node)), text: UseSubjects.shortened(node.trimmedDescription)))
    }

    // MARK: Wrappers

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
        let name = SyntaxNames.attributeName(attribute)
        let kind: LegacyUse.Kind
        if let legacy = LegacyUseFinder.legacyWrappers[name] {
          kind = legacy
        } else if finder.requirements.wrappers[name] != nil {
          kind = .constrainedDeclaration
        } else {
          continue
        }
        guard let binding = node.bindings.first else { continue }
        let subject: LegacyUse.Subject
        if let annotation = binding.typeAnnotation?.type {
          subject = finder.subjects.subject(ofType: annotation, at: node)
        } else if let value = binding.initializer?.value {
          subject = finder.subjects.subject(ofExpression: value)
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let owner = TypeResolution.enclosingTypeName(Syntax(node)),
                  let type = finder.subjects.types.propertyType(name, in: owner) {
          // A key-path wrapper (`@InjectedObject(\.model) var model`): the type the key path names.
          subject = finder.subjects.subject(named: type, at: Syntax(node))
        } else {
          subject = .unknown(UseSubjects.shortened(node.trimmedDescription))
        }
        add(kind, subject, at: attribute, declaration: kind == .constrainedDeclaration ? name : nil)
      }
      return .visitChildren
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      var callee = node.calledExpression
      if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
      // `.environmentObject(x)`, or `environmentObject(x)` on `self` in a `View` extension.
      let calledName = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      if calledName == "environmentObject", node.arguments.count == 1, let argument = node.arguments.first?.expression {
        add(.environmentObjectModifier, finder.subjects.subject(ofExpression: argument), at: node)
        return .visitChildren
      }
      let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? callee.as(MemberAccessExprSyntax.self).flatMap { member in
          // `SwiftUI.StateObject(…)`, `Module.inject(…)`; not `model.inject(…)` of another type.
          member.base.map { TypeResolution.type(of: $0, members: finder.subjects.types) == nil } == true ? member.declName.baseName.text : nil
        }
      guard let name else { return .visitChildren }
      if ["StateObject", "ObservedObject"].contains(name), let argument = node.arguments.first?.expression {
        // `_model = StateObject(wrappedValue: .init(…))`: the object is the wrapped property's type.
        let subject = Self.wrappedProperty(assignedBy: node).flatMap { property in
          TypeResolution.enclosingTypeName(Syntax(node)).flatMap { finder.subjects.types.propertyType(property, in: $0) }
        }.map { finder.subjects.subject(named: $0, at: Syntax(node)) } ?? finder.subjects.subject(ofExpression: argument)
        add(.wrapperInitializer, subject, at: node)
      } else if finder.requirements.functions.contains(name) || finder.requirements.genericTypes.contains(name) {
        // A generic function or type constrained to `ObservableObject`: each argument that is an object.
        for argument in node.arguments {
          let subject = finder.subjects.subject(ofExpression: argument.expression)
          if case .type = subject { add(.constrainedDeclaration, subject, at: argument, declaration: name) }
        }
      }
      return .visitChildren
    }

    /// `return [account]` from a declaration whose result is an `ObservableObject` existential
    /// (`var observableObjects: [any ObservableObject]`): each value returned must stay one.
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      guard let value = node.expression, Self.resultMentionsObservableObject(Syntax(node)) else { return .visitChildren }
      let values = value.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [value]
      for element in values {
        let subject = finder.subjects.subject(ofExpression: element)
        if case .type = subject { add(.constraint, subject, at: element) }
      }
      return .visitChildren
    }

    /// Whether the function or computed property around `node` declares a result that names `ObservableObject`.
    private static func resultMentionsObservableObject(_ node: Syntax) -> Bool {
      var current = node.parent
      while let scope = current {
        if scope.is(ClosureExprSyntax.self) { return false }
        if let function = scope.as(FunctionDeclSyntax.self) {
          return function.signature.returnClause?.type.trimmedDescription.contains("ObservableObject") ?? false
        }
        if let binding = scope.as(PatternBindingSyntax.self) {
          return binding.typeAnnotation?.type.trimmedDescription.contains("ObservableObject") ?? false
        }
        current = scope.parent
      }
      return false
    }

    /// `Holder<Model>` where `Holder`'s parameter is constrained to `ObservableObject`.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      guard let arguments = node.genericArgumentClause, finder.requirements.genericTypes.contains(node.name.text)
              || finder.requirements.wrappers[node.name.text] != nil else { return .visitChildren }
      for argument in arguments.arguments {
        guard let type = argument.argument.as(TypeSyntax.self) else { continue }
        add(.constrainedDeclaration, finder.subjects.subject(ofType: type, at: node), at: node, declaration: node.name.text)
      }
      return .visitChildren
    }

    // MARK: Publishers, projections, objectWillChange

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName.text
      guard name == "objectWillChange" || Self.projectedName(name) != nil else { return .visitChildren }
      let subject: LegacyUse.Subject
      if let base = node.base, !["self", "self?"].contains(base.trimmedDescription) {
        subject = finder.subjects.subject(ofExpression: base)
      } else if node.base == nil {
        return .visitChildren  // `.objectWillChange`: an implicit member, another type's
      } else {
        guard let owner = TypeResolution.enclosingTypeName(Syntax(node)) else { return .visitChildren }
        subject = finder.subjects.subject(named: owner, at: Syntax(node))
      }
      if name == "objectWillChange" {
        add(.objectWillChange, subject, at: node)
      } else {
        add(.publisher, subject, at: node, property: Self.projectedName(name))
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      // A member's name is seen with its base (above); `\.$name` is a key path's component, another type's.
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
      if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .skipChildren }
      let text = node.baseName.text
      if text == "objectWillChange" {
        guard let owner = TypeResolution.enclosingTypeName(Syntax(node)) else { return .skipChildren }
        add(.objectWillChange, finder.subjects.subject(named: owner, at: Syntax(node)), at: node)
        return .skipChildren
      }
      // `$name`: the enclosing type's own projection, unless a local wrapper of that name is in scope.
      guard let property = Self.projectedName(text), !Self.hasLocalWrapper(named: property, around: Syntax(node)),
            let owner = TypeResolution.enclosingTypeName(Syntax(node)) else { return .skipChildren }
      add(.publisher, finder.subjects.subject(named: owner, at: Syntax(node)), at: node, property: property)
      return .skipChildren
    }

    /// `model` for the call in `_model = StateObject(…)` or `self._model = …`.
    static func wrappedProperty(assignedBy call: FunctionCallExprSyntax) -> String? {
      guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, Array(sequence.elements)[2].id == ExprSyntax(call).id,
            Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first else { return nil }
      let text = target.trimmedDescription
      let storage = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
      guard storage.hasPrefix("_"), storage.count > 1 else { return nil }
      return String(storage.dropFirst())
    }

    /// `name` for `$name`; nil for `$0` and other closure parameters.
    static func projectedName(_ text: String) -> String? {
      guard text.hasPrefix("$"), let first = text.dropFirst().first, first.isLetter || first == "_" else { return nil }
      return String(text.dropFirst())
    }

    /// A local `@Bindable var name = name` (or any wrapped local, or a parameter) before `node` in an enclosing
    /// block or function.
    static func hasLocalWrapper(named name: String, around node: Syntax) -> Bool {
      var current: Syntax? = node
      while let scope = current, !scope.is(MemberBlockSyntax.self) {
        if let list = scope.as(CodeBlockItemListSyntax.self) {
          for item in list where item.endPosition <= node.position {
            guard let variable = item.item.as(VariableDeclSyntax.self), !variable.attributes.isEmpty,
                  variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            return true
          }
        }
        // A closure's or function's parameters named `$name` are not projections of the type's.
        if let function = scope.as(FunctionDeclSyntax.self),
           function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
          return true
        }
        current = scope.parent
      }
      return false
    }
  }
}
