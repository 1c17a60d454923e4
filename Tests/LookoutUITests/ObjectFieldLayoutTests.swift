@testable import LookoutUI
import Observation
import Testing

/// A change's cause is named from the changed object's tracked fields. Read in place from the class's
/// layout (plain value types), they must be exactly what reflecting the object with `Mirror` gives, field
/// for field; references and optionals (a `weak` field's storage is not its value) are left to `Mirror`.
@Suite struct ObjectFieldLayoutTests {
  struct Point: Equatable { var x = 1, y = 2 }
  final class Owner {}

  @Observable final class Mixed {
    var count = 1
    var other = 2
    var title = "t"
    var ratio = 0.5
    var point = Point()
    var items: [Int] = [1, 2]
    var note: String? = "n"
    weak var owner: Owner?
    var strong = Owner()
  }

  /// The fingerprints of `object`'s tracked fields of `type`, by reflection.
  static func mirrored(_ object: AnyObject, ofType type: Any.Type) -> [String: String] {
    var result: [String: String] = [:]
    for child in Mirror(reflecting: object).children {
      guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$"), Swift.type(of: child.value) == type else { continue }
      result[String(label.dropFirst())] = ObservationCauses.fingerprint(child.value)
    }
    return result
  }

  @Test func fieldsReadInPlaceAreThoseMirrorGives() {
    let owner = Owner()
    let object = Mixed()
    object.owner = owner
    object.count = 7
    object.point = Point(x: 3, y: 4)
    let types: [Any.Type] = [Int.self, String.self, Double.self, Point.self, [Int].self, String?.self, Owner?.self, Owner.self]
    for type in types {
      let read = ObservationCauses.fields(of: object, ofType: type)
      #expect(read == Self.mirrored(object, ofType: type), "\(type)")
    }
    #expect(ObservationCauses.fields(of: object, ofType: Int.self) == ["count": "7", "other": "2"])
    #expect(ObjectFieldLayout.fields(of: Mixed.self)?.map(\.name) == ["count", "other", "title", "ratio", "point", "items", "note", "owner", "strong"])
    #expect(ObjectFieldLayout.isPlainValue(Int.self) && !ObjectFieldLayout.isPlainValue(String?.self) && !ObjectFieldLayout.isPlainValue(Owner.self))
    withExtendedLifetime(owner) {}
  }
}
