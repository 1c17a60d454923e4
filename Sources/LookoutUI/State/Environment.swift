/// A value or object from the environment: SwiftUI's `@Environment`.
///
/// - `@Environment(Settings.self) var settings` reads an object injected with `.environment(settings)`.
///   When no ancestor injects one, the host reports SwiftUI's error (`No Observable object of type Settings
///   found…`) for that view instead of crashing.
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
  public init(_ objectType: Value.Type) where Value: AnyObject {
    source = .object(objectType, optional: false)
  }

  /// An object injected with `.environment(_:)`, or `nil`.
  public init<Object: AnyObject>(_ objectType: Object.Type) where Value == Object? {
    source = .object(objectType, optional: true)
  }

  @MainActor public var wrappedValue: Value {
    guard let value = box.value else {
      if case .object(let type, _) = source { fatalError(EnvironmentBox<Value>.missingMessage(type)) }
      fatalError("Environment accessed outside of a view installed by a host")
    }
    return value
  }
}

extension Environment: NodeInstallable {
  func install(in node: ViewNode, slot: Int, name: String, graph: ViewGraph) -> String? {
    switch source {
    case .value(let keyPath):
      box.value = node.environment[keyPath: keyPath]
      node.environmentDependencies.append(.value(keyPath))
      return nil
    case .object(let type, let optional):
      node.environmentDependencies.append(.object(ObjectIdentifier(type)))
      let object = node.environment.object(of: type)
      if optional {
        box.value = object as? Value ?? (Optional<AnyObject>.none as? Value)
        return nil
      }
      guard let object, let value = object as? Value else {
        return EnvironmentBox<Value>.missingMessage(type)
      }
      box.value = value
      return nil
    }
  }
}

/// The value an `Environment` resolved to when its view was installed.
final class EnvironmentBox<Value>: @unchecked Sendable {
  var value: Value?

  static func missingMessage(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return "No Observable object of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
  }
}
