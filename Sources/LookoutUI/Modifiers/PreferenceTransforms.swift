import Foundation

// Preferences changed on their way up (`transformPreference`), from anchors (`anchorPreference`), and read back
// into views (`backgroundPreferenceValue`, `overlayPreferenceValue`).

/// A change a view makes to the preference its subtree passes up.
struct PreferenceTransform<Key: PreferenceKey> {
  let transform: (inout Key.Value) -> Void
}

/// A geometry value of a view, for a preference (`anchorPreference(key:value: .bounds)`), read back with a
/// `GeometryProxy` (`proxy[anchor]`). Headlessly there is no layout: a view's bounds are a zero rectangle at the
/// origin, and its points lie at the origin.
public struct Anchor<Value> {
  let value: Value

  /// What an anchor measures.
  public struct Source: Hashable {
    let name: String
    let resolve: (CGRect) -> Value

    public static func == (lhs: Source, rhs: Source) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds") { $0 } }
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { .init(name: "rect(\(rect))") { _ in rect } }
}

extension Anchor.Source where Value == CGPoint {
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init(name: "point(\(point))") { _ in point } }
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    .init(name: "unitPoint(\(point.x), \(point.y))") { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) }
  }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// An anchor's value in this proxy's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

extension View {
  /// Changes the value of `key` that this view's subtree passes up.
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
    modifier(PrimitiveModifierBox.wrap(PreferenceModifier(key: ObjectIdentifier(K.self), value: PreferenceTransform<K>(transform: callback))))
  }

  /// Sets `key` to `transform` of an anchor of this view.
  public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                     transform: @escaping (Anchor<A>) -> K.Value) -> some View {
    preference(key: K.self, value: transform(Anchor(value: value.resolve(.zero))))
  }

  /// Changes `key` with an anchor of this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                              transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
    let anchor = Anchor(value: value.resolve(.zero))
    return transformPreference(K.self) { transform(&$0, anchor) }
  }

  /// A background made from the value of `key` this view's subtree passes up, made again when it changes.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    background(PreferenceValueView<K, V>(transform: transform))
  }

  /// An overlay made from the value of `key` this view's subtree passes up, made again when it changes.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    overlay(PreferenceValueView<K, V>(transform: transform))
  }
}

/// A background's or overlay's content made from the preference the modified view passes up: built with the
/// value known so far (the key's default at first); after each update in which the value changed, built again.
nonisolated struct PreferenceValueView<Key: PreferenceKey, Content: View>: View, PrimitiveView {
  typealias Body = Never
  let transform: (Key.Value) -> Content

  @MainActor func expand(into builder: inout ChildBuilder) {
    let value = EvaluationContext.reader?.effectState["preferenceValue"] as? Key.Value ?? Key.defaultValue
    builder.add(transform(value), key: .position(0))
    builder.effects.append(Effect { node in
      guard let content = Self.modifiedContent(of: node) else { return nil }
      let current = PreferenceValues.reduce(Key.self, in: content)
      let previous = node.effectState["preferenceValue"] as? Key.Value ?? Key.defaultValue
      guard !ViewEquality.valuesEqual(current, previous) else { return nil }
      node.effectState["preferenceValue"] = current
      ViewGraph.updating?.invalidate(node, .dependencies, cause: "\(ViewNode.name(of: Key.self))")
      return nil
    })
  }

  /// The view the background or overlay belongs to: the first child of the layer's modifier above.
  @MainActor private static func modifiedContent(of node: ViewNode) -> ViewNode? {
    var current = node
    while let parent = current.parent {
      if let first = parent.children.first, first !== current, case .position(0) = first.key { return first }
      current = parent
    }
    return nil
  }
}
