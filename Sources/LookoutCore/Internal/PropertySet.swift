/// A set of property identifiers of one tracked object, as a plain value (no allocation, no reference
/// counting: it is copied on every hot path).
///
/// `@Tracked` numbers a class's tracked properties from 0 in declaration order; properties registered by key
/// path through the public ``TrackingRegistrar`` API get identifiers from ``PropertySet/firstKeyPathID``.
/// Identifiers below 63 are bits. A set holds either bits or one larger identifier: reads of larger
/// identifiers get an entry of their own (they are rare: a class's 64th property, hand-written key paths).
struct PropertySet: Sendable, Equatable {
  /// Identifiers handed to key paths start here, far above any class's number of stored properties.
  static let firstKeyPathID = 1 << 32
  /// Identifiers below this are stored as bits.
  static let bitCapacity = 63

  private(set) var bits: UInt64 = 0
  /// An identifier of `bitCapacity` or more, or -1.
  private(set) var large = -1

  init() {}

  init(_ id: Int) {
    if id < Self.bitCapacity { bits = 1 << UInt64(id) } else { large = id }
  }

  var isEmpty: Bool { bits == 0 && large < 0 }

  /// Whether `id` can be added to this set (always, unless one of them is a large identifier).
  func canHold(_ id: Int) -> Bool {
    id < Self.bitCapacity ? large < 0 : isEmpty || large == id
  }

  /// Adds `id`; requires `canHold(id)`.
  mutating func insert(_ id: Int) {
    if id < Self.bitCapacity { bits |= 1 << UInt64(id) } else { large = id }
  }

  mutating func formUnion(_ other: PropertySet) {
    bits |= other.bits
    if other.large >= 0 { large = other.large }
  }

  func contains(_ id: Int) -> Bool {
    id < Self.bitCapacity ? bits & (1 << UInt64(id)) != 0 : large == id
  }

  /// Calls `body` with every identifier, in ascending order.
  func forEach(_ body: (Int) -> Void) {
    var remaining = bits
    while remaining != 0 {
      body(remaining.trailingZeroBitCount)
      remaining &= remaining - 1
    }
    if large >= 0 { body(large) }
  }

  /// The bit of the registrar's observed-property mask that stands for `id`: identifiers of 63 and above
  /// share the top bit.
  static func maskBit(for id: Int) -> UInt {
    1 << UInt(Swift.min(id, bitCapacity))
  }
}
