/// Bindings to the properties of an observable object: SwiftUI's `@Bindable`, for Observation's `Observable`
/// classes (`@Observable`, and `@Tracked` unless `observable: false`), as in SwiftUI. Use it as a property
/// (`@Bindable var model: Model`) or as a local at the top of `body` (`@Bindable var model = model`).
///
/// It adds no subscription of its own (reads in `body` are what the view depends on).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: Observable { self.wrappedValue = wrappedValue }

  public init(_ wrappedValue: Value) where Value: Observable { self.wrappedValue = wrappedValue }

  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object: `$model.title`. Creating it reads the property.
  @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let location = ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath)
    return Binding(location: location, snapshot: location.read())
  }
}
