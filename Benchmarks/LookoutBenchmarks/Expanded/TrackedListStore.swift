// What `@Tracked` expands this declaration to, written out so that the benchmarks depend on the runtime
// core only and build no macro plugin. `ExpandedModelTests` checks that it is still exactly the macro's
// expansion; when the macro changes, paste the new one (the test prints it).
//
// @Tracked final class TrackedListStore {
//   var items: [TrackedListItem]
//   init(count: Int) { items = (0..<count).map(TrackedListItem.init) }
// }
import LookoutCore

final class TrackedListStore {
  var items: [TrackedListItem] {
    @storageRestrictions(initializes: _items)
    init(initialValue) {
      _items = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 0) {
          $0._items
        }
      }
      return _items
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(0), LookoutCore._shouldNotify(_items, newValue) {
        _$trackingRegistrar._mutate(self, 0, \.items, "items") {
          $0._items = newValue
        }
      } else {
        _items = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(0) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 0, \.items, "items")
        defer {
          _$trackingRegistrar._endModify(self, 0, \.items, "items", needsDidSet: needsDidSet)
        }
        yield &_items
      } else {
        yield &_items
      }
    }
  }

  @exclusivity(unchecked) private var _items: [TrackedListItem]
  init(count: Int) { items = (0..<count).map(TrackedListItem.init) }

  private let _$trackingRegistrar = LookoutCore.TrackingRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<TrackedListStore, __macro_local_6MemberfMu_>) {
    _$trackingRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: KeyPath<TrackedListStore, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$trackingRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
}

extension TrackedListStore: nonisolated LookoutCore.Tracked {
}
