@_spi(Reflection) import Swift

/// Where a view type keeps its `@Observable` objects, when each is a stored property of class type
/// (`let item: Item`): their byte offsets, so that the objects of every later view of the type are read in
/// place rather than by reflecting the whole view (which was a third of mounting a list of such rows).
///
/// Worked out once per type from its first value and kept only when confirmed: the type is a struct, the
/// runtime's field list agrees with reflection, every field that may lead to an object is of class type,
/// and reading at the offsets gives the very objects reflection found.
enum ObservationFieldOffsets {
  /// The offsets for `view`'s type, or nil when its objects must be found by reflection. `roles` are the
  /// fields' roles, in declaration order; `found` the objects reflection found in `view`.
  static func confirmed(for view: any View, roles: [ObservationCauses.FieldRole], found: [WeakObject]) -> [Int]? {
    guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else { return nil }
    return confirmedOffsets(view, roles: roles, found: found)
  }

  /// The objects at `offsets` in `view`.
  static func objects(in view: any View, at offsets: [Int]) -> [WeakObject] { read(view, offsets) }

  @available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *)
  private static func confirmedOffsets<V: View>(_ view: V, roles: [ObservationCauses.FieldRole], found: [WeakObject]) -> [Int]? {
    guard Mirror(reflecting: view).displayStyle == .struct, !(view is DynamicPropertySource) else { return nil }
    var fields: [(offset: Int, isClass: Bool)] = []
    let complete = _forEachField(of: V.self) { _, offset, type, _ in
      fields.append((offset, type is AnyClass))
      return true
    }
    guard complete, fields.count == roles.count else { return nil }
    var offsets: [Int] = []
    for (field, role) in zip(fields, roles) {
      switch role {
      case .none: continue
      case .object where field.isClass: offsets.append(field.offset)
      case .object, .dynamic: return nil
      }
    }
    let read = read(view, offsets)
    guard read.count == found.count, zip(read, found).allSatisfy({ $0.object === $1.object && $0.object != nil }) else { return nil }
    return offsets
  }

  private static func read<V: View>(_ view: V, _ offsets: [Int]) -> [WeakObject] {
    withUnsafeBytes(of: view) { bytes in offsets.map { WeakObject(bytes.load(fromByteOffset: $0, as: AnyObject.self)) } }
  }
}
