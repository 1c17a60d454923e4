internal import SwiftSyntax

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
    /// Declared `public` or `open`.
    package var isPublic = false
    /// The type this one is declared in, if any.
    package var parent: String?
  }

  /// A property wrapper on a property: `@Injected(\.settings) var settings`.
  package struct WrapperUse: Sendable, Equatable {
    package let wrapper: String
    /// The key path the wrapper is given first (`settings`), if it is given one.
    package let keyPath: String?
    /// The line of the property's name.
    package var line = 0
  }

  /// A generic type or function with constrained parameters: `struct Row<M: ObservableObject>`,
  /// `func inject<T>(_ x: T) where T: Store`.
  package struct GenericDeclaration: Sendable {
    package enum Kind: Sendable { case type, function }
    package struct Parameter: Sendable, Equatable {
      package let name: String
      /// The names it is constrained to (`ObservableObject`, `Store`), module qualifiers and generic
      /// arguments dropped.
      package let constraints: [String]
    }
    package let name: String
    /// The type it is declared in (`""` at the top level).
    package let owner: String
    package let kind: Kind
    package let parameters: [Parameter]
  }

  package var path = ""
  package var types: [TypeFact] = []
  /// The `let` members of each type (`let id: UUID`), by owner: values that never change.
  package var memberConstants: [String: Set<String>] = [:]
  /// `import Module`: the modules this file imports by name (`import struct M.T` is not read).
  package var imports: [String] = []
  /// `@_exported import Module`: modules every file of the module sees.
  package var exportedImports: [String] = []
  /// `typealias Name = A & B`: the names on the right.
  package var typealiases: [String: [String]] = [:]
  /// `typealias Bag = Set<AnyCancellable>`: the right side as written (on the declaration's line).
  package var typealiasTexts: [String: String] = [:]
  /// How `@Environment(Model.self)` readers are written: `var model: Model` or `var model`.
  package var environmentReaders = StyleCount()
  /// `$name` in each type's (or extension's) body: how the type uses its properties' projections.
  package var projections: [String: [String: Projection]] = [:]
  /// `other.$name` anywhere (not `self.$name`): another object's `@Published` publisher, by property name.
  package var memberPublishers: [String: PublisherUse] = [:]
  /// `&derived.$state` passed `inout`: the object, by property name (the first use).
  package var inoutTargets: [String: InoutTarget] = [:]
  /// The object an `inout` publisher use writes to, and its line.
  package struct InoutTarget: Sendable {
    package let object: String
    package let line: Int
  }
  /// Lines where a type reads its own `objectWillChange` for something other than `.send()`, by type.
  package var ownObjectWillChangeUses: [String: [Int]] = [:]
  /// The declared (or constructed) type of each type's properties (and, under `""`, of the file's top-level
  /// variables), by property name; `""` when the scan cannot tell it.
  package var memberTypes = MemberFacts<String>()
  /// The properties that legacy wrappers hold, in types' bodies.
  package var wrappedProperties: [WrappedProperty] = []
  /// Each type's (and, under `""`, the file's top-level) properties declared with a property wrapper.
  package var memberWrappers = MemberFacts<WrapperUse>()
  /// Each type's (and, under `""`, the file's top-level) properties initialised by calling a function
  /// (`static let mock = makeMock()`), with the function's name: they hold its result.
  package var memberCalls = MemberFacts<String>()
  /// Each type's properties initialised with a member of a value a type makes (`= Values().service`,
  /// `= Store.shared.session`), as `Type.member`: they hold that member.
  package var memberOfValues = MemberFacts<String>()
  /// Each type's properties whose annotation has generic arguments or is a collection, as written
  /// (`Factory<Settings>`, `[String: Entry]`).
  package var memberAnnotations = MemberFacts<String>()
  /// The declared result type of each type's (and, under `""`, the file's global) functions, by base name;
  /// `""` when overloads declare different ones.
  package var functionTypes = MemberFacts<String>()
  /// Generic types and functions, with their parameters' constraints.
  package var genericDeclarations: [GenericDeclaration] = []

  /// How a type uses `$name`.
  package struct Projection: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `$model.field`: a binding to a property of the object.
    package static let binding = Projection(rawValue: 1)
    /// `$model` alone: the wrapper's projection passed on or used whole.
    package static let whole = Projection(rawValue: 2)
  }

  /// How a file uses `other.$name` publishers.
  package struct PublisherUse: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `.onReceive(model.$name)`, directly: it may become `.onChange`.
    package static let onReceiveArgument = PublisherUse(rawValue: 1)
    /// Anything else: a pipeline, `.values`, an argument.
    package static let other = PublisherUse(rawValue: 2)
    /// `&model.$name`: passed `inout`, as to `assign(to:)`.
    package static let `inout` = PublisherUse(rawValue: 4)
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
    package init() {}
  }
}
