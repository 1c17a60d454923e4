import Testing

/// The text `@Tracked` expands to: what the compiler compiles.
@Suite struct TrackedExpansionTests {
  @Test func oneTrackedProperty() {
    let expansion = expand("""
      @Tracked final class Counter {
        var count = 0
      }
      """)
    #expect(expansion.diagnostics.isEmpty)
    #expect(expansion.source == """
      final class Counter {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          @inline(__always) get {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
              _$trackingRegistrar._observedRead(self, 0, Counter._$count, {
                  \\.count
                })
            } else if Lookout._trackingScopeIsOpen {
            return _$trackingRegistrar._read(self, 0) {
              $0._count
            }
            }
            return _count
          }
          @inline(__always) set {
            if _$trackingRegistrar._isObserved(0), _$shouldNotify(_count, newValue) {
              if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
                _$trackingRegistrar._observedMutate(self, 0, Counter._$count, {
                    \\.count
                  }, "count") {
                  $0._count = newValue
                }
              } else {
                _$trackingRegistrar._mutate(self, 0, {
                    \\.count
                  }, "count") {
                  $0._count = newValue
                }
              }
            } else {
              _count = newValue
            }
          }
          _modify {
            if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
              let notified = _$trackingRegistrar._observedBeginModify(self, 0, Counter._$count, {
                  \\.count
                }, "count")
              defer {
                _$trackingRegistrar._observedEndModify(self, 0, Counter._$count, {
                    \\.count
                  }, "count", notified)
              }
              yield &_count
            } else if Lookout._trackingScopeIsOpen || _$trackingRegistrar._isObserved(0) {
            let needsDidSet = _$trackingRegistrar._beginModify(self, 0, {
                \\.count
              }, "count")
            defer {
              _$trackingRegistrar._endModify(self, 0, {
                  \\.count
                }, "count", needsDidSet: needsDidSet)
            }
            yield &_count
            } else {
            yield &_count
            }
          }
        }

        @Lookout.Untracked @exclusivity(unchecked) private var _count = 0

        nonisolated private static let _$count = Lookout._KeyPathCache()

        private let _$trackingRegistrar = Lookout.TrackingRegistrar()

        nonisolated static func _observationBridge() -> AnyObject? {
          if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            return Lookout._ObservationBridge.forwarding(Counter.self)
          }
          return nil
        }

        internal nonisolated func access<__macro_local_6MemberfMu_>(keyPath: KeyPath<Counter, __macro_local_6MemberfMu_>) {
          _$trackingRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
          keyPath: KeyPath<Counter, __macro_local_6MemberfMu0_>, _ mutation: () throws -> __macro_local_14MutationResultfMu_
        ) rethrows -> __macro_local_14MutationResultfMu_ {
          try _$trackingRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }

        @inline(__always) private nonisolated func _$shouldNotify<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Bool {
          true
        }

        @inline(__always) private nonisolated func _$shouldNotify<__macro_local_6MemberfMu2_: Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Bool {
          lhs != rhs
        }

        @inline(__always) private nonisolated func _$shouldNotify<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Bool {
          lhs !== rhs
        }

        @inline(__always) private nonisolated func _$shouldNotify<__macro_local_6MemberfMu4_: Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Bool {
          lhs != rhs
        }
      }

      extension Counter: nonisolated Lookout.Tracked {
      }

      @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
      extension Counter: nonisolated Lookout._Observable {
      }
      """)
  }

  /// `@Tracked(observable: false)`: Lookout alone; the getter tests one word inline, no Observation bridge,
  /// no `Observable` conformance, no key-path caches.
  @Test func aLookoutOnlyModelKeepsTheInlineFastPath() {
    let expansion = expand("""
      @Tracked(observable: false) final class Feed {
        var price = 0.0
      }
      """)
    #expect(expansion.diagnostics.isEmpty)
    let getter = expansion.source.components(separatedBy: "@inline(__always) get {").dropFirst().first ?? ""
    #expect(getter.contains("if Lookout._trackingScopeIsOpen {") && getter.contains("return _$trackingRegistrar._read(self, 0) {"), "\(getter)")
    #expect(!getter.contains("#available"), "no Observation path")
    #expect(getter.contains("return _price"))
    #expect(expansion.source.contains("if Lookout._trackingScopeIsOpen || _$trackingRegistrar._isObserved(0) {"))
    #expect(expansion.source.contains("extension Feed: nonisolated Lookout.Tracked {"))
    for absent in ["_Observable", "_observationBridge", "_KeyPathCache"] {
      #expect(!expansion.source.contains(absent), "\(absent)")
    }
  }

  /// Key paths are cached in a static where the class can have one; a generic class, or a class nested in a
  /// generic type or an extension (whose type may be generic), makes them with a literal each time.
  @Test func keyPathCachesOnlyWhereStaticsAreAllowed() {
    let nested = expand("""
      enum Feature {
        @Tracked final class Model {
          var title = ""
        }
      }
      """)
    #expect(nested.source.contains("nonisolated private static let _$title = Lookout._KeyPathCache()"))
    #expect(nested.source.contains("_$trackingRegistrar._observedRead(self, 0, Feature.Model._$title, {"))
    for source in [
      "@Tracked final class Box<Value> {\n  var value: Value\n  init(_ value: Value) { self.value = value }\n}",
      "struct Outer<T> {\n  @Tracked final class Model {\n    var title = \"\"\n  }\n}",
      "extension Outer {\n  @Tracked final class Model {\n    var title = \"\"\n  }\n}",
    ] {
      let expansion = expand(source)
      #expect(!expansion.source.contains("_KeyPathCache"), "\(source)")
      #expect(expansion.source.contains("._observedRead(self, 0, nil, {"), "\(source)")
    }
  }

  @Test func onlyStoredInstanceVariablesAreNumbered() {
    let expansion = expandAttributesOnly("""
      @Tracked final class Model {
        var first = 0
        let constant = 1
        var computed: Int { first }
        static var shared = 0
        @Untracked var untracked = 0
        @ObservationIgnored var ignored = 0
        #if DEBUG
        var debugOnly = 0
        #endif
        var observed = 0 { didSet {} }
        var last: String
      }
      """)
    #expect(expansion.contains("@Lookout.TrackedProperty(index: 0)\n  var first"))
    // `debugOnly` holds index 1 whichever `#if` clause is active, so indices never depend on the build.
    #expect(expansion.contains("@Lookout.TrackedProperty(index: 2)\n  var observed"))
    #expect(expansion.contains("@Lookout.TrackedProperty(index: 3)\n  var last"))
    #expect(!expansion.contains("TrackedProperty(index: 4)"))
    for skipped in ["let constant", "var computed", "static var shared", "var untracked", "var ignored"] {
      #expect(!expansion.contains("TrackedProperty(index: 1)\n  \(skipped)"))
    }
  }

  @Test func storageKeepsOwnershipAndIsolationButBecomesPrivate() {
    let expansion = expand("""
      @Tracked public final class Model {
        public weak var delegate: AnyObject?
        @MainActor public private(set) var title: String = "" // a comment
        package var level = 1
      }
      """)
    #expect(expansion.source.contains("@Lookout.Untracked @exclusivity(unchecked) private weak var _delegate: AnyObject?"))
    #expect(expansion.source.contains("@Lookout.Untracked @exclusivity(unchecked) @MainActor private var _title: String = \"\""))
    #expect(expansion.source.contains("@Lookout.Untracked @exclusivity(unchecked) private var _level = 1"))
    #expect(expansion.source.contains("public weak var delegate: AnyObject? {"))
  }

  @Test func userObserversMoveToTheStorage() {
    let expansion = expand("""
      @Tracked final class Model {
        var name = "" {
          willSet { print(newValue) }
          didSet { print(oldValue) }
        }
      }
      """)
    #expect(expansion.source.contains("""
      private var _name = "" {
          willSet {
            print(newValue)
          }
          didSet {
            print(oldValue)
          }
        }
      """))
  }

  @Test func classWithItsOwnHooksRoutesEveryPropertyThroughThem() {
    let expansion = expand("""
      @Tracked final class Audited {
        var value = 0
        func access<M>(keyPath: KeyPath<Audited, M>) {}
      }
      """)
    #expect(expansion.source.contains("access(keyPath: \\.value)"))
    #expect(expansion.source.contains("withMutation(keyPath: \\.value)"))
    #expect(!expansion.source.contains("_read(self"))
    #expect(!expansion.source.contains("func access<__macro"), "the class's own access is kept")
    #expect(expansion.source.contains("func withMutation<__macro"), "the missing hook is still generated")
  }

  @Test func genericClassesNameThemselvesWithTheirParameters() {
    let expansion = expand("""
      @Tracked final class Box<Value, Tag: Hashable> {
        var value: Value
        init(value: Value) { self.value = value }
      }
      """)
    #expect(expansion.source.contains("KeyPath<Box<Value, Tag>, __macro_local_6MemberfMu_>"))
  }

  @Test func availabilityIsCopiedToTheConformance() {
    let expansion = expand("""
      @available(macOS 14, *)
      @Tracked final class Model {
        var value = 0
      }
      """)
    #expect(expansion.source.contains("@available(macOS 14, *) extension Model: nonisolated Lookout.Tracked"))
  }

  @Test func codableClassesGetKeysNamedAfterTheirProperties() {
    let expansion = expand("""
      @Tracked final class Profile: Codable {
        var name = ""
        var age: Int
        @Untracked var note = ""
        let id: Int
        static var count = 0
      }
      """)
    #expect(expansion.source.contains(
      "  enum CodingKeys: String, CodingKey {\n    case _name = \"name\"\n    case _age = \"age\"\n"
        + "    case `note`\n    case `id`\n  }"))
  }

  @Test func classesThatDoNotCodeGetNoKeys() {
    #expect(!expand("@Tracked final class Plain { var name = \"\" }").source.contains("CodingKeys"))
  }
}

/// Only the first pass: which members got which attribute.
private func expandAttributesOnly(_ source: String) -> String {
  expandFirstPass(source)
}
