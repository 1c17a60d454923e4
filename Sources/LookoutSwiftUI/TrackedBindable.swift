// LookoutUI on Linux (the module `import SwiftUI` means in Linux test targets); Apple's SwiftUI elsewhere.
#if os(Linux)
import LookoutUI
#else
import SwiftUI
#endif

/// Bindings to the properties of a `@Tracked` model before iOS 17: `$model.title` is a `Binding<String>`,
/// as with SwiftUI's `@Bindable` (iOS 17), which takes only Observation's models on the systems before.
///
/// ```swift
/// struct TitleEditor: View {
///     @TrackedBindable var model: CounterModel   // @Tracked
///
///     var body: some View {
///         TextField("Title", text: $model.title)
///     }
/// }
/// ```
///
/// Inside a `body`, for a model read from elsewhere (the environment, a `let`), make a local one:
/// `@TrackedBindable var model = model`, or `TrackedBindable(model).title`. Making a binding reads the
/// property, as SwiftUI's `@Bindable` does: under ``WithTracking`` the view that made it updates when the
/// property changes, so a control shows a change made elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct TrackedBindable<Model: AnyObject> {
  /// The model.
  public var wrappedValue: Model

  /// `$model`: the bindings, by property.
  public var projectedValue: TrackedBindable<Model> { self }

  public init(wrappedValue: Model) { self.wrappedValue = wrappedValue }

  /// Bindings to the properties of `model`.
  public init(_ model: Model) { wrappedValue = model }

  /// A binding that reads and writes `keyPath` of the model.
  @MainActor public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>) -> Binding<Value> {
    let model = wrappedValue
    _ = model[keyPath: keyPath]
    return Binding(get: { @MainActor in model[keyPath: keyPath] }, set: { @MainActor in model[keyPath: keyPath] = $0 })
  }
}
