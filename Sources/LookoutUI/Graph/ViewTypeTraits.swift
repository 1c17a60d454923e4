/// What the host needs to know about a view type, worked out once per type: a list of 100,000 rows of one
/// type then asks the runtime's conformance tables once, not 100,000 times.
@MainActor
final class ViewTypeTraits {
  /// How the host expands a view of this type itself (a ``PrimitiveView`` or a shape); nil for views with a
  /// body. Takes a view of this type.
  let expand: ((any View, inout ChildBuilder) -> Void)?
  /// A view that renders nothing itself (a sequence of views, a group, a conditional): a container's content
  /// of this kind is expanded in the container.
  let isStructural: Bool
  /// A `ForEach` row's content, rebuilt with its parent.
  let isRowContent: Bool
  /// The engine's own machinery: evaluated, but neither rendered nor counted.
  let isTransparent: Bool
  /// The type as people write it: `ProfileView`, `VStack`; `ForEach` for a row's content.
  let name: String
  let type: ObjectIdentifier

  var isPrimitive: Bool { expand != nil }

  // Learnt from the type's first instance.
  /// No field is a dynamic property: installing its properties is a no-op.
  var withoutDynamicProperties = false
  /// The dynamic properties of your own whose `update()` runs before each body; nil until the first.
  var updatedFields: [UpdatedField]?
  /// What each field may hold of Observation objects (empty: none can); nil until the first body.
  var observationFields: [ObservationCauses.FieldRole]?
  /// Where those objects lie, when each is a field of class type (see ``ObservationFieldOffsets``).
  var observationOffsets: [Int]?
  /// A body of this type read an `@Observable` object none of its fields holds (a shared instance, say):
  /// its changes are then tracked in the form that reports the changed property's type.
  var readsUnheldObservation = false

  private init(view: any View) {
    let type = Swift.type(of: view)
    self.type = ObjectIdentifier(type)
    expand = Self.expander(for: view)
    isStructural = view is StructuralView
    isRowContent = view is RowContent
    isTransparent = view is TransparentView
    name = (type as? ReportedName.Type)?.reportedName ?? ViewNode.name(of: type)
  }

  private static var cache: [ObjectIdentifier: ViewTypeTraits] = [:]
  /// The types looked up last, by a few bits of their metadata's address: a screen is made of a handful of
  /// view types, looked up for every view, and these lookups need no hashing.
  private static var recent: [ViewTypeTraits?] = Array(repeating: nil, count: 64)

  static func of(_ view: any View) -> ViewTypeTraits {
    let type = ObjectIdentifier(Swift.type(of: view))
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: type) >> 4) & (recent.count - 1)
    if let recent = recent[slot], recent.type == type { return recent }
    let traits = cache[type] ?? {
      let traits = ViewTypeTraits(view: view)
      cache[type] = traits
      return traits
    }()
    recent[slot] = traits
    return traits
  }

  /// The expansion of views of `view`'s type, casting to the concrete type (a pointer comparison) instead of
  /// looking the conformance up on every expansion.
  private static func expander(for view: any View) -> ((any View, inout ChildBuilder) -> Void)? {
    if let primitive = view as? PrimitiveView { return primitiveExpander(primitive) }
    if let shape = view as? any Shape { return shapeExpander(shape) }
    return RepresentableExpansion.expander(for: view)
  }

  private static func primitiveExpander<Primitive: PrimitiveView>(_: Primitive) -> (any View, inout ChildBuilder) -> Void {
    { view, builder in (view as! Primitive).expand(into: &builder) }
  }

  private static func shapeExpander<S: Shape>(_: S) -> (any View, inout ChildBuilder) -> Void {
    { view, builder in ShapeElement(shape: view as! S).expand(into: &builder) }
  }
}
