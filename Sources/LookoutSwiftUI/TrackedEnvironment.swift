// LookoutUI on Linux (the module `import SwiftUI` means in Linux test targets); Apple's SwiftUI elsewhere.
#if os(Linux)
import LookoutUI
#else
import SwiftUI
#endif

/// A `@Tracked` model of type `Model` in the environment, before iOS 17: the key behind
/// ``SwiftUI/View/trackedEnvironment(_:)`` and ``TrackedEnvironment``. One key per model type, so a view
/// that reads one model does not depend on the others.
struct TrackedEnvironmentKey<Model: AnyObject>: EnvironmentKey {
  static var defaultValue: Model? { nil }
}

/// The index of a model type's entry in `EnvironmentValues`, for key paths (a metatype is not `Hashable`).
struct TrackedModelType<Model: AnyObject>: Hashable {}

extension EnvironmentValues {
  subscript<Model: AnyObject>(trackedModel type: TrackedModelType<Model>) -> Model? {
    get { self[TrackedEnvironmentKey<Model>.self] }
    set { self[TrackedEnvironmentKey<Model>.self] = newValue }
  }
}

extension View {
  /// Puts a `@Tracked` model in the environment of this view and its descendants, where
  /// `@TrackedEnvironment(Model.self)` reads it: the counterpart of `.environment(model)` (iOS 17) and of
  /// `.environmentObject(model)`, keyed by the model's type.
  public func trackedEnvironment<Model: AnyObject>(_ model: Model) -> some View {
    environment(\.[trackedModel: TrackedModelType<Model>()], model)
  }
}

/// Reads the `@Tracked` model of type `Model` that an ancestor put in the environment with
/// ``SwiftUI/View/trackedEnvironment(_:)``: the counterpart of `@Environment(Model.self)` (iOS 17) and of
/// `@EnvironmentObject`, back to iOS 13.
///
/// ```swift
/// struct ThemeLabel: View {
///     @TrackedEnvironment(ThemeSettings.self) private var settings
///
///     var body: some View {
///         WithTracking { Text(settings.theme) }
///     }
/// }
/// ```
///
/// As with SwiftUI's environment objects, reading a model no ancestor provides stops the app, with a
/// message naming the type and the modifier to add; declaring the property is no error. `$settings.theme`
/// is a binding.
@propertyWrapper
public struct TrackedEnvironment<Model: AnyObject>: DynamicProperty {
  @Environment private var model: Model?

  /// Reads the environment's model of type `type`.
  public init(_ type: Model.Type) {
    _model = Environment(\.[trackedModel: TrackedModelType<Model>()])
  }

  /// The model; stops the app if no ancestor provides one.
  @MainActor public var wrappedValue: Model {
    guard let model else { Self.missing() }
    return model
  }

  /// Bindings to the model's properties: `$settings.theme`.
  @MainActor public var projectedValue: TrackedBindable<Model> { TrackedBindable(wrappedValue) }

  private static func missing() -> Never {
    let name = String(describing: Model.self)
    fatalError("""
      No \(name) in the environment: @TrackedEnvironment(\(name).self) reads one that an ancestor view puts there \
      with .trackedEnvironment(_:). Add .trackedEnvironment(<the \(name)>) to a view that encloses this one \
      (the App's root view, or the view that presents this one).
      """)
  }
}
