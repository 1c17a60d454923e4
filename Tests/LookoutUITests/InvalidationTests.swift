import Foundation
import Lookout
import LookoutUI
import Observation
import Testing

// The smallest trees that show each update rule.

@Observable final class Person {
  var name = "Ada"
  var email = "ada@example.com"
  @ObservationIgnored var cache = 0
  var displayName: String { name.isEmpty ? "Anonymous" : name }
}

@Tracked final class TrackedPerson {
  var name = "Ada"
  var email = "ada@example.com"
  @Untracked var cache = 0
}

struct NameLabel: View {
  let person: Person
  var body: some View { Text(person.name) }
}

struct DisplayNameLabel: View {
  let person: Person
  var body: some View { Text(person.displayName) }
}

struct TrackedNameLabel: View {
  let person: TrackedPerson
  var body: some View { Text(person.name) }
}

struct CacheLabel: View {
  let person: Person
  var body: some View { Text("cache \(person.cache)") }
}

struct PersonScreen: View {
  let person: Person
  let tracked: TrackedPerson
  var body: some View {
    VStack {
      NameLabel(person: person)
      DisplayNameLabel(person: person)
      TrackedNameLabel(person: tracked)
      CacheLabel(person: person)
    }
  }
}

@MainActor @Suite struct InvalidationTests {
  @Test func onlyReadersOfTheChangedPropertyRunAgain() {
    let person = Person()
    let tracked = TrackedPerson()
    let host = ViewHost(PersonScreen(person: person, tracked: tracked))
    person.email = "new@example.com"  // nobody read it
    #expect(host.update().views == [])
    person.name = "Grace"
    #expect(host.update().views == ["NameLabel", "DisplayNameLabel"], "computed properties track through what they read")
    tracked.name = "Grace"
    #expect(host.update().views == ["TrackedNameLabel"])
    tracked.email = "x"
    #expect(host.update().views == [])
  }

  @Test func ignoredAndUntrackedPropertiesNeverUpdate() {
    let person = Person()
    let tracked = TrackedPerson()
    let host = ViewHost(PersonScreen(person: person, tracked: tracked))
    person.cache = 42
    tracked.cache = 42
    #expect(host.update().views == [])
    #expect(host.element(containing: "cache")?.label == "cache 0", "the label never learns about the change")
  }

  @Test func changesCoalesceUntilTheUpdate() {
    let person = Person()
    let tracked = TrackedPerson()
    let host = ViewHost(PersonScreen(person: person, tracked: tracked))
    for index in 0..<10 { person.name = "name \(index)" }
    #expect(host.hasPendingChanges)
    let report = host.update()
    #expect(report.views == ["NameLabel", "DisplayNameLabel"])
    #expect(host.bodyCount(of: "NameLabel") == 2)
  }

  @Test func equalWritesDoNothing() {
    let person = Person()
    let tracked = TrackedPerson()
    let host = ViewHost(PersonScreen(person: person, tracked: tracked))
    person.name = "Ada"
    tracked.name = "Ada"
    #expect(!host.hasPendingChanges)
    #expect(host.update().views == [])
  }
}

// Nested objects: `order.customer.name`.

@Observable final class Customer {
  var name = "Ivan"
  var loyaltyPoints = 0
}

@Observable final class Order {
  var customer = Customer()
  var status = "draft"
}

struct OrderHeaderView: View {
  let order: Order
  var body: some View { Text("Order for: \(order.customer.name)") }
}

@MainActor @Suite struct NestedObjectTests {
  @Test func nestedReadsAreTrackedLinkByLink() {
    let order = Order()
    let host = ViewHost(OrderHeaderView(order: order))
    order.customer.loyaltyPoints = 10
    #expect(host.update().views == [])
    order.customer.name = "Maria"
    let report = host.update()
    #expect(report.views == ["OrderHeaderView"])
    #expect(report.evaluations.first?.causes == ["Customer.name"])
    order.customer = Customer()
    #expect(host.update().views == ["OrderHeaderView"])
    #expect(host.render().contains("Order for: Ivan"))
  }
}

@Observable final class SharedTheme {
  var fontSize = 12
  @MainActor static let shared = SharedTheme()
}

/// Reads an `@Observable` it does not hold: a shared instance.
struct ThemedCaption: View {
  var body: some View { Text("size \(SharedTheme.shared.fontSize)") }
}

@MainActor @Suite struct UnheldObservableTests {
  @Test func aSharedInstanceIsTrackedAndItsChangesAreNamedByType() {
    let host = ViewHost(VStack { ThemedCaption(); ThemedCaption() })
    SharedTheme.shared.fontSize += 1
    #expect(host.update().views == ["ThemedCaption", "ThemedCaption"], "a body tracks what it reads, held or not")
    SharedTheme.shared.fontSize += 1
    let report = host.update()
    #expect(report.views == ["ThemedCaption", "ThemedCaption"])
    // The first body of the type showed that it reads an object it does not hold; from then on changes are
    // named by the changed property's type (its name is not knowable without a field holding the object).
    #expect(report.evaluations.map(\.causes) == [["SharedTheme.<Int property>"], ["SharedTheme.<Int property>"]])
    #expect(host.render().contains("size 14"))
  }
}
