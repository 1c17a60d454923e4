import Foundation

/// A value or object from the environment: SwiftUI's `@Environment`.
///
/// - `@Environment(Settings.self) var settings` reads an object injected with `.environment(settings)`.
///   As in SwiftUI, a view may declare it without an ancestor injecting one; reading it then stops the
///   process with SwiftUI's message (`No Observable object of type Settings found…`).
/// - `@Environment(Settings.self) var settings: Settings?` is `nil` when absent.
/// - `@Environment(\.isEnabled) var isEnabled` reads an environment value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case object(Any.Type, optional: Bool)
    case value(KeyPath<EnvironmentValues, Value>)
  }

  let source: Source
  let box = EnvironmentBox<Value>()

  /// An environment value.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .value(keyPath)
  }

  /// An object injected with `.environment(_:)`; its absence is an error.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(objectType, optional: false)
  }

  /// An object injected with `.environment(_:)`, or `nil`.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    source = .object(objectType, optional: true)
  }

  @MainActor public var wrappedValue: Value {
    guard let value = box.value else {
      if case .object(let type, _) = source { MissingEnvironmentObject.fail(observable: type) }
      fatalError("Environment accessed outside of a view installed by a host")
    }
    return value
  }
}

extension Environment: NodeInstallable {
  @MainActor func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph) {
    switch source {
    case .value(let keyPath):
      box.value = node.environment[keyPath: keyPath]
      node.environmentDependencies.append(.value(keyPath))
    case .object(let type, let optional):
      node.environmentDependencies.append(.object(ObjectIdentifier(type)))
      let object = node.environment.object(of: type)
      // Absent: nil for the optional form; the non-optional form fails when it is read.
      box.value = object as? Value ?? (optional ? Optional<AnyObject>.none as? Value : nil)
    }
  }
}

/// The value an `Environment` resolved to when its view was installed.
final class EnvironmentBox<Value>: @unchecked Sendable {
  var value: Value?
}

/// A view read an environment object no ancestor provides: SwiftUI stops the app there, with these
/// messages, and so does the host — after saying which view read it. Declaring the property is not an error.
@MainActor
enum MissingEnvironmentObject {
  /// `@Environment(T.self)` read without `.environment(_:)` above.
  static func fail(observable type: Any.Type) -> Never {
    let name = String(describing: type)
    fail("No Observable object of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view.")
  }

  /// `@EnvironmentObject` read without `.environmentObject(_:)` above.
  static func fail(observableObject type: Any.Type) -> Never {
    let name = String(describing: type)
    fail("No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view.")
  }

  private static func fail(_ message: String) -> Never {
    if let reader = EvaluationContext.reader {
      FileHandle.standardError.write(Data("LookoutUI: \(reader.path) read an environment object that no ancestor provides\n".utf8))
    }
    fatalError(message)
  }
}
