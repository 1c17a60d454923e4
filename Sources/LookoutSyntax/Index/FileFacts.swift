package import SwiftSyntax

/// What one file declares that matters to other files: types with what they inherit, protocols and type
/// aliases. Read by `DeclarationScan` without parsing.
package struct FileFacts: Sendable {
  package struct TypeFact: Sendable {
    package enum Kind: Sendable { case `class`, `struct`, `protocol`, `extension`, `actor`, `enum` }
    package let kind: Kind
    package let name: String
    package let inherited: [String]
    /// Attribute names written before the declaration (`Observable`, `MainActor`, `Tracked`).
    package let attributes: [String]
    package let file: String
    package let line: Int
  }

  package var types: [TypeFact] = []
  /// `typealias Name = A & B`: the names on the right.
  package var typealiases: [String: [String]] = [:]
  /// How `@Environment(Model.self)` readers are written: `var model: Model` or `var model`.
  package var environmentReaders = StyleCount()
  /// `$name` in each type's (or extension's) body: how the type uses its properties' projections.
  package var projections: [String: [String: Projection]] = [:]
  /// The declared (or constructed) type of each type's properties, by property name.
  package var memberTypes: [String: [String: String]] = [:]
  /// The properties that legacy wrappers hold, in types' bodies.
  package var wrappedProperties: [WrappedProperty] = []

  /// How a type uses `$name`.
  package struct Projection: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `$model.field`: a binding to a property of the object.
    package static let binding = Projection(rawValue: 1)
    /// `$model` alone: the wrapper's projection passed on or used whole.
    package static let whole = Projection(rawValue: 2)
  }

  /// `@EnvironmentObject var settings: Settings` in `SettingsView`.
  package struct WrappedProperty: Sendable {
    package let owner: String
    package let wrapper: String
    package let name: String
    /// The wrapped type's name, when annotated.
    package let model: String?
    /// The annotation as written (`AuthView.Config`, `Store<Item>`), when it is on the declaration's line.
    package let writtenType: String?
  }

  /// How often a file writes something one way or the other.
  package struct StyleCount: Sendable {
    package var annotated = 0
    package var bare = 0
  }
}

/// What the migration needs to know about a model class beyond its declaration, read from its parsed file.
package struct ClassDetails: Sendable {
  /// Declares stored instance `var`s (a subclass needs its own `@Observable` only then).
  package let hasStoredVars: Bool
  /// Calls in `init` that do work (network, disk, decoding, notifications, timers).
  package let initWork: [String]

  package init(_ node: ClassDeclSyntax) {
    hasStoredVars = MemberDeclarations.all(in: node.memberBlock).contains { StoredProperty($0)?.isStoredInstanceVar == true }
    initWork = InitWork.calls(in: node.memberBlock)
  }

  /// The details of every class in a tree, by name.
  package static func all(in tree: SourceFileSyntax) -> [String: ClassDetails] {
    let finder = ClassFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.details
  }

  private final class ClassFinder: SyntaxVisitor {
    var details: [String: ClassDetails] = [:]
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      if details[node.name.text] == nil { details[node.name.text] = ClassDetails(node) }
      return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
