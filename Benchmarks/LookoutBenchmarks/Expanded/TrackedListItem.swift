// What `@Tracked` expands this declaration to, written out so that the benchmarks depend on the runtime
// core only and build no macro plugin. `ExpandedModelTests` checks that it is still exactly the macro's
// expansion; when the macro changes, paste the new one (the test prints it).
//
// @Tracked final class TrackedListItem: Identifiable {
//   let id: Int
//   var title: String
//   var subtitle: String
//   var price: Int
//   var quantity: Int = 1
//   var isFavorite: Bool = false
//
//   init(id: Int) {
//     self.id = id
//     title = "Item \(id)"
//     subtitle = "Row \(id)"
//     price = id
//   }
// }
import LookoutCore

final class TrackedListItem: Identifiable {
  let id: Int
  var title: String {
    @storageRestrictions(initializes: _title)
    init(initialValue) {
      _title = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 0) {
          $0._title
        }
      }
      return _title
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(0), LookoutCore._shouldNotify(_title, newValue) {
        _$trackingRegistrar._mutate(self, 0, \.title, "title") {
          $0._title = newValue
        }
      } else {
        _title = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(0) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 0, \.title, "title")
        defer {
          _$trackingRegistrar._endModify(self, 0, \.title, "title", needsDidSet: needsDidSet)
        }
        yield &_title
      } else {
        yield &_title
      }
    }
  }

  @exclusivity(unchecked) private var _title: String
  var subtitle: String {
    @storageRestrictions(initializes: _subtitle)
    init(initialValue) {
      _subtitle = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 1) {
          $0._subtitle
        }
      }
      return _subtitle
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(1), LookoutCore._shouldNotify(_subtitle, newValue) {
        _$trackingRegistrar._mutate(self, 1, \.subtitle, "subtitle") {
          $0._subtitle = newValue
        }
      } else {
        _subtitle = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(1) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 1, \.subtitle, "subtitle")
        defer {
          _$trackingRegistrar._endModify(self, 1, \.subtitle, "subtitle", needsDidSet: needsDidSet)
        }
        yield &_subtitle
      } else {
        yield &_subtitle
      }
    }
  }

  @exclusivity(unchecked) private var _subtitle: String
  var price: Int {
    @storageRestrictions(initializes: _price)
    init(initialValue) {
      _price = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 2) {
          $0._price
        }
      }
      return _price
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(2), LookoutCore._shouldNotify(_price, newValue) {
        _$trackingRegistrar._mutate(self, 2, \.price, "price") {
          $0._price = newValue
        }
      } else {
        _price = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(2) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 2, \.price, "price")
        defer {
          _$trackingRegistrar._endModify(self, 2, \.price, "price", needsDidSet: needsDidSet)
        }
        yield &_price
      } else {
        yield &_price
      }
    }
  }

  @exclusivity(unchecked) private var _price: Int
  var quantity: Int {
    @storageRestrictions(initializes: _quantity)
    init(initialValue) {
      _quantity = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 3) {
          $0._quantity
        }
      }
      return _quantity
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(3), LookoutCore._shouldNotify(_quantity, newValue) {
        _$trackingRegistrar._mutate(self, 3, \.quantity, "quantity") {
          $0._quantity = newValue
        }
      } else {
        _quantity = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(3) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 3, \.quantity, "quantity")
        defer {
          _$trackingRegistrar._endModify(self, 3, \.quantity, "quantity", needsDidSet: needsDidSet)
        }
        yield &_quantity
      } else {
        yield &_quantity
      }
    }
  }

  @exclusivity(unchecked) private var _quantity: Int = 1
  var isFavorite: Bool {
    @storageRestrictions(initializes: _isFavorite)
    init(initialValue) {
      _isFavorite = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 4) {
          $0._isFavorite
        }
      }
      return _isFavorite
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(4), LookoutCore._shouldNotify(_isFavorite, newValue) {
        _$trackingRegistrar._mutate(self, 4, \.isFavorite, "isFavorite") {
          $0._isFavorite = newValue
        }
      } else {
        _isFavorite = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(4) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 4, \.isFavorite, "isFavorite")
        defer {
          _$trackingRegistrar._endModify(self, 4, \.isFavorite, "isFavorite", needsDidSet: needsDidSet)
        }
        yield &_isFavorite
      } else {
        yield &_isFavorite
      }
    }
  }

  @exclusivity(unchecked) private var _isFavorite: Bool = false

  init(id: Int) {
    self.id = id
    title = "Item \(id)"
    subtitle = "Row \(id)"
    price = id
  }

  private let _$trackingRegistrar = LookoutCore.TrackingRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<TrackedListItem, __macro_local_6MemberfMu_>) {
    _$trackingRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: KeyPath<TrackedListItem, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$trackingRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
}

extension TrackedListItem: nonisolated LookoutCore.Tracked {
}
