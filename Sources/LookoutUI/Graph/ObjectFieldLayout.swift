@_spi(Reflection) import Swift
import Foundation

/// Where an `@Observable` class keeps its tracked storage (`_name` fields): learnt once per class with the
/// standard library's field walk, so that naming a change's cause reads those fields in place instead of
/// reflecting the object with `Mirror` on every change (which was a third of a one-row update).
///
/// Used only for fields of a plain value type (not a class, not an optional, so never a `weak` or `unowned`
/// reference, whose storage is not the value); anything else goes through `Mirror`, as before.
enum ObjectFieldLayout {
  struct Field {
    /// The property's name, without the macro's `_`.
    let name: String
    let offset: Int
    let type: Any.Type
  }

  /// The tracked storage fields of `type`, in declaration order; nil where the field walk is unavailable.
  static func fields(of type: AnyClass) -> [Field]? {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else { return nil }
    var fields: [Field] = []
    // Options `.classType` (raw value 1): the field walk of a class instance.
    let complete = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
      let label = String(cString: name)
      if label.hasPrefix("_"), !label.hasPrefix("_$") {
        fields.append(Field(name: String(label.dropFirst()), offset: offset, type: fieldType))
      }
      return true
    }
    guard complete else { return nil }
    cache.withLock { $0[key] = fields }
    return fields
  }

  /// Whether a field of `type` can be read in place: a value that is neither a class nor an optional.
  static func isPlainValue(_ type: Any.Type) -> Bool {
    !(type is AnyClass) && !(type is any ExpressibleByNilLiteral.Type)
  }

  /// The value of `field` in `object`.
  static func value(of field: Field, in object: AnyObject) -> Any {
    let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + field.offset
    func load<T>(_: T.Type) -> Any { address.assumingMemoryBound(to: T.self).pointee }
    return _openExistential(field.type, do: load)
  }

  private static let cache = LayoutCache()

  /// The layouts learnt so far, by class; changes are made on any thread.
  final class LayoutCache: @unchecked Sendable {
    private let lock = NSLock()
    private var layouts: [ObjectIdentifier: [Field]] = [:]
    func withLock<R>(_ body: (inout [ObjectIdentifier: [Field]]) -> R) -> R { lock.withLock { body(&layouts) } }
  }
}
