// What `@Tracked` expands this declaration to, written out so that the benchmarks depend on the runtime
// core only and build no macro plugin. `ExpandedModelTests` checks that it is still exactly the macro's
// expansion; when the macro changes, paste the new one (the test prints it).
//
// @Tracked final class TrackedProfile {
//   var username: String = "Ivan"
//   var downloadProgress: Double = 0.0
// }
import LookoutCore

final class TrackedProfile {
  var username: String {
    @storageRestrictions(initializes: _username)
    init(initialValue) {
      _username = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 0) {
          $0._username
        }
      }
      return _username
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(0), LookoutCore._shouldNotify(_username, newValue) {
        _$trackingRegistrar._mutate(self, 0, \.username, "username") {
          $0._username = newValue
        }
      } else {
        _username = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(0) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 0, \.username, "username")
        defer {
          _$trackingRegistrar._endModify(self, 0, \.username, "username", needsDidSet: needsDidSet)
        }
        yield &_username
      } else {
        yield &_username
      }
    }
  }

  @exclusivity(unchecked) private var _username: String = "Ivan"
  var downloadProgress: Double {
    @storageRestrictions(initializes: _downloadProgress)
    init(initialValue) {
      _downloadProgress = initialValue
    }
    @inline(__always) get {
      if LookoutCore._trackingScopeIsOpen {
        return _$trackingRegistrar._access(self, 1) {
          $0._downloadProgress
        }
      }
      return _downloadProgress
    }
    @inline(__always) set {
      if _$trackingRegistrar._isObserved(1), LookoutCore._shouldNotify(_downloadProgress, newValue) {
        _$trackingRegistrar._mutate(self, 1, \.downloadProgress, "downloadProgress") {
          $0._downloadProgress = newValue
        }
      } else {
        _downloadProgress = newValue
      }
    }
    _modify {
      if LookoutCore._trackingScopeIsOpen || _$trackingRegistrar._isObserved(1) {
        let needsDidSet = _$trackingRegistrar._beginModify(self, 1, \.downloadProgress, "downloadProgress")
        defer {
          _$trackingRegistrar._endModify(self, 1, \.downloadProgress, "downloadProgress", needsDidSet: needsDidSet)
        }
        yield &_downloadProgress
      } else {
        yield &_downloadProgress
      }
    }
  }

  @exclusivity(unchecked) private var _downloadProgress: Double = 0.0

  private let _$trackingRegistrar = LookoutCore.TrackingRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<TrackedProfile, __macro_local_6MemberfMu_>) {
    _$trackingRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: KeyPath<TrackedProfile, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$trackingRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
}

extension TrackedProfile: nonisolated LookoutCore.Tracked {
}
