/// A set of property identifiers of one tracked object.
///
/// `@Tracked` numbers a class's tracked properties from 0 in declaration order; properties registered by key
/// path through the public ``TrackingRegistrar`` API get identifiers from ``PropertySet/firstKeyPathID``.
/// Identifiers below 63 live in a bit mask, so the common case needs no allocation.
struct PropertySet: Sendable, Equatable {
  /// Identifiers handed to key paths start here, far above any class's number of stored properties.
  static let firstKeyPathID = 1 << 32
  /// Identifiers below this are stored as bits.
  static let bitCapacity = 63

  private(set) var bits: UInt64 = 0
  private(set) var others: [Int] = []

  init() {}

  init(_ id: Int) { insert(id) }

  var isEmpty: Bool { bits == 0 && others.isEmpty }

  mutating func insert(_ id: Int) {
    if id < Self.bitCapacity {
      bits |= 1 << UInt64(id)
    } else if !others.contains(id) {
      others.append(id)
    }
  }

  mutating func formUnion(_ other: PropertySet) {
    bits |= other.bits
    for id in other.others where !others.contains(id) { others.append(id) }
  }

  func contains(_ id: Int) -> Bool {
    id < Self.bitCapacity ? bits & (1 << UInt64(id)) != 0 : others.contains(id)
  }

  /// Calls `body` with every identifier, bits first, in ascending order.
  func forEach(_ body: (Int) -> Void) {
    var remaining = bits
    while remaining != 0 {
      let id = remaining.trailingZeroBitCount
      body(id)
      remaining &= remaining - 1
    }
    for id in others { body(id) }
  }

  /// The bit of the registrar's observed-property mask that stands for `id`: identifiers of 63 and above
  /// share the top bit.
  static func maskBit(for id: Int) -> UInt {
    1 << UInt(Swift.min(id, bitCapacity))
  }
}
