// LookoutUI on Linux (the module `import SwiftUI` means in Linux test targets); Apple's SwiftUI elsewhere.
#if os(Linux)
import LookoutUI
#else
import SwiftUI
#endif

/// A `@Tracked` model a view owns, before iOS 17: made once per view identity, when first read, and kept
/// as long as the view is: the counterpart of `@StateObject` (and of `@State` holding an `@Observable` on
/// iOS 17).
///
/// ```swift
/// struct CounterScreen: View {
///     @TrackedState private var model = CounterModel()   // @Tracked
///
///     var body: some View {
///         WithTracking { Text("\(model.count)") }
///     }
/// }
/// ```
///
/// The initializer runs once, lazily: not on every evaluation of the parent's body, as `@State`'s initial
/// value does. Owning the model is not observing it: reads are tracked by ``WithTracking``. `$model.count`
/// is a binding.
@propertyWrapper
public struct TrackedState<Model: AnyObject>: DynamicProperty {
  /// The storage SwiftUI keeps per view identity; the model in it is made on first read.
  @State private var storage = OwnedModel<Model>()
  private let make: () -> Model

  /// A model made by `wrappedValue` when the view first reads it.
  public init(wrappedValue: @autoclosure @escaping () -> Model) {
    make = wrappedValue
  }

  /// The model, made on the first read.
  @MainActor public var wrappedValue: Model { storage.model(make) }

  /// Bindings to the model's properties: `$model.count`.
  @MainActor public var projectedValue: TrackedBindable<Model> { TrackedBindable(wrappedValue) }
}

/// The model a ``TrackedState`` owns, made on first read.
final class OwnedModel<Model: AnyObject> {
  private var made: Model?

  func model(_ make: () -> Model) -> Model {
    if let made { return made }
    let model = make()
    made = model
    return model
  }
}
