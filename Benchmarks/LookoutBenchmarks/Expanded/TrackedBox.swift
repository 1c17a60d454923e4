// What `@Tracked` expands this declaration to, written out so that the benchmarks depend on the runtime
// core only and build no macro plugin. `ExpandedModelTests` checks that it is still exactly the macro's
// expansion; when the macro changes, paste the new one (the test prints it).
//
// @Tracked final class TrackedBox {
//   var count: Int = 0
//   var a: Int = 0
//   var b: Int = 0
//   var c: Int = 0
//   var d: Int = 0
// }
import LookoutCore

final class TrackedBox {
  var count: Int {
    @storageRestrictions(initializes: _count)
    init(initialValue) {
      _count = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 0) {
          $0._count
        }
      }
      return _count
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(0), LookoutCore._shouldNotify(_count, newValue) {
        _$trackingRegistrar._mutate(self, 0, \.count, "count") {
          $0._count = newValue
        }
      } else {
        _count = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(0) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 0, \.count, "count")
        defer {
          _$trackingRegistrar._endModify(self, 0, \.count, "count", needsDidSet: needsDidSet)
        }
        yield &_count
      } else {
        yield &_count
      }
    }
  }

  @exclusivity(unchecked) private var _count: Int = 0
  var a: Int {
    @storageRestrictions(initializes: _a)
    init(initialValue) {
      _a = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 1) {
          $0._a
        }
      }
      return _a
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(1), LookoutCore._shouldNotify(_a, newValue) {
        _$trackingRegistrar._mutate(self, 1, \.a, "a") {
          $0._a = newValue
        }
      } else {
        _a = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(1) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 1, \.a, "a")
        defer {
          _$trackingRegistrar._endModify(self, 1, \.a, "a", needsDidSet: needsDidSet)
        }
        yield &_a
      } else {
        yield &_a
      }
    }
  }

  @exclusivity(unchecked) private var _a: Int = 0
  var b: Int {
    @storageRestrictions(initializes: _b)
    init(initialValue) {
      _b = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 2) {
          $0._b
        }
      }
      return _b
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(2), LookoutCore._shouldNotify(_b, newValue) {
        _$trackingRegistrar._mutate(self, 2, \.b, "b") {
          $0._b = newValue
        }
      } else {
        _b = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(2) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 2, \.b, "b")
        defer {
          _$trackingRegistrar._endModify(self, 2, \.b, "b", needsDidSet: needsDidSet)
        }
        yield &_b
      } else {
        yield &_b
      }
    }
  }

  @exclusivity(unchecked) private var _b: Int = 0
  var c: Int {
    @storageRestrictions(initializes: _c)
    init(initialValue) {
      _c = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 3) {
          $0._c
        }
      }
      return _c
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(3), LookoutCore._shouldNotify(_c, newValue) {
        _$trackingRegistrar._mutate(self, 3, \.c, "c") {
          $0._c = newValue
        }
      } else {
        _c = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(3) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 3, \.c, "c")
        defer {
          _$trackingRegistrar._endModify(self, 3, \.c, "c", needsDidSet: needsDidSet)
        }
        yield &_c
      } else {
        yield &_c
      }
    }
  }

  @exclusivity(unchecked) private var _c: Int = 0
  var d: Int {
    @storageRestrictions(initializes: _d)
    init(initialValue) {
      _d = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 4) {
          $0._d
        }
      }
      return _d
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(4), LookoutCore._shouldNotify(_d, newValue) {
        _$trackingRegistrar._mutate(self, 4, \.d, "d") {
          $0._d = newValue
        }
      } else {
        _d = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(4) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 4, \.d, "d")
        defer {
          _$trackingRegistrar._endModify(self, 4, \.d, "d", needsDidSet: needsDidSet)
        }
        yield &_d
      } else {
        yield &_d
      }
    }
  }

  @exclusivity(unchecked) private var _d: Int = 0

  private let _$trackingRegistrar = LookoutCore.TrackingRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<TrackedBox, __macro_local_6MemberfMu_>) {
    _$trackingRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: KeyPath<TrackedBox, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$trackingRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
}

extension TrackedBox: nonisolated LookoutCore.Tracked {
}
