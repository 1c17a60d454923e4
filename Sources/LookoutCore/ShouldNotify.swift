/// Whether assigning `newValue` over `oldValue` notifies observers, as in Swift 6.2's Observation:
/// values of other types always notify.
@inlinable @inline(__always)
public func _shouldNotify<Value>(_ oldValue: Value, _ newValue: Value) -> Bool { true }

/// `Equatable` values notify only when they differ.
@inlinable @inline(__always)
public func _shouldNotify<Value: Equatable>(_ oldValue: Value, _ newValue: Value) -> Bool {
  oldValue != newValue
}

/// Class references notify only when the instance differs.
@inlinable @inline(__always)
public func _shouldNotify<Value: AnyObject>(_ oldValue: Value, _ newValue: Value) -> Bool {
  oldValue !== newValue
}

/// `Equatable` class references compare with `==`, as Observation does.
@inlinable @inline(__always)
public func _shouldNotify<Value: Equatable & AnyObject>(_ oldValue: Value, _ newValue: Value) -> Bool {
  oldValue != newValue
}
