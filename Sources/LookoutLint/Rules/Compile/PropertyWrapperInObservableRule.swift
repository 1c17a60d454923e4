import LookoutSyntax
internal import SwiftSyntax

/// M1: a property wrapper left inside an `@Observable` class.
final class PropertyWrapperInObservableRule: LintRule {
  static let description = RuleDescription(
    id: "property-wrapper-in-observable", kind: .compile, pitfalls: ["M1"], severity: .error, confidence: .certain,
    summary: "A property wrapper inside an @Observable class: remove @Published; mark other wrappers @ObservationIgnored",
    explanation: """
      The @Observable macro turns each stored property into a computed one backed by `_name`; a property
      wrapper on the same property then fails with "Invalid redeclaration of synthesized property" or
      "Property wrapper cannot be applied to a computed property". @Published is simply obsolete: Observation
      tracks the property by itself, so remove it (--fix does). For other wrappers (@AppStorage, injection
      wrappers), mark the wrapped storage @ObservationIgnored and, if views must update, expose a computed
      property whose getter calls `access(keyPath:)` and whose setter wraps the write in `withMutation(keyPath:)`.
      Only attributes known to be property wrappers count: SwiftUI's, Combine's, common libraries', and the
      project's own `@propertyWrapper` types. Macros (`@ViewBuilder`, SwiftData's `@Relationship` and
      `@Attribute`) are not wrappers.
      Confidence: certain for the listed wrappers — the class does not compile.
      """,
    triggering: [
      Example("""
      @Observable final class Model {
          ↓@Published var count = 0
      }
      """, message: "@Published in an @Observable class does not compile (the macro makes the property computed): remove it, the property is tracked already"),
      Example("""
      @Observable final class Settings {
          ↓@AppStorage("size") var size = 14
      }
      """),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Settings {
          @ObservationIgnored @AppStorage("size") private var _size = 14
          var count = 0
      }
      """),
      Example("""
      final class Legacy: ObservableObject {
          @Published var count = 0
      }
      """),
      Example("""
      @Model final class Trip {
          @Attribute(.unique) var name = ""
          @Relationship(deleteRule: .cascade) var stops: [Stop] = []
      }
      """),
      Example("""
      @Observable final class Sheet {
          @ViewBuilder var content: () -> AnyView = { AnyView(EmptyView()) }
      }
      """),
    ],
    corrections: [
      Example("""
      @Observable final class Model {
          ↓@Published var count = 0
      }
      """): Example("""
      @Observable final class Model {
          var count = 0
      }
      """),
    ])
  static let triggerWords: Set<String> = ObservationAttributes.classMacros

  func check(_ file: LintFile) {
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      let ignore = ObservationAttributes.ignoreAttribute(for: node)
      for property in MemberDeclarations.properties(in: node.memberBlock) where !ObservationAttributes.isIgnored(property) && !property.isStatic {
        guard let wrapper = property.propertyWrapperNames.first(where: { Self.isWrapper($0, index: file.index) }),
              let attribute = property.attribute(named: wrapper) else { continue }
        if wrapper == "Published" {
          file.report(Self.self, at: attribute, "@Published in an @\(Self.macro(node)) class does not compile (the macro makes the property computed): remove it, the property is tracked already",
                      fix: [file.removing(attribute)])
        } else {
          file.report(Self.self, at: attribute, "@\(wrapper) inside an @\(Self.macro(node)) class does not compile (the macro makes the property computed): mark it @\(ignore) and, if views must update, expose a computed property calling access/withMutation")
        }
      }
    }
  }

  /// Property wrappers apps use in classes, besides the project's own `@propertyWrapper` types.
  static let knownWrappers: Set<String> = [
    "Published", "AppStorage", "SceneStorage", "State", "Binding", "Environment", "EnvironmentObject",
    "ObservedObject", "StateObject", "FocusState", "GestureState", "Query", "FetchRequest", "SectionedFetchRequest",
    "Namespace", "ScaledMetric", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "Bindable",
    "Dependency", "Shared", "SharedReader", "Injected", "Inject", "LazyInjected", "WeakInjected", "Default", "UserDefault",
  ]

  static func isWrapper(_ name: String, index: TypeIndex) -> Bool {
    knownWrappers.contains(name) || index.propertyWrappers.contains(name)
  }

  static func macro(_ node: ClassDeclSyntax) -> String {
    SyntaxNames.attributeNames(node.attributes).first { ObservationAttributes.classMacros.contains($0) } ?? "Observable"
  }
}
