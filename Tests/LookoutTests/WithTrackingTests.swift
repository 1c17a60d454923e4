import Foundation
import Lookout
import Testing

@Tracked final class Document {
  var title = "Untitled"
  var pages = 1
  weak var owner: Document?
  unowned(unsafe) var parentRef: Document? = nil
  var log: [String] = []
  var body = "" {
    willSet { log.append("willSet \(newValue)") }
    didSet { log.append("didSet \(oldValue)") }
  }
  @Untracked lazy var wordCount: Int = body.split(separator: " ").count
  @Untracked var renders = 0
  let id = 7
  nonisolated(unsafe) static var created = 0
}

/// A class that writes its own `access`/`withMutation`: the generated accessors go through them.
@Tracked final class Audited {
  var value = 0
  @Untracked var accesses: [AnyKeyPath] = []
  @Untracked var mutations: [AnyKeyPath] = []

  func access<Member>(keyPath: KeyPath<Audited, Member>) {
    accesses.append(keyPath)
    _$trackingRegistrar.access(self, keyPath: keyPath)
  }

  func withMutation<Member, Result>(keyPath: KeyPath<Audited, Member>, _ mutation: () throws -> Result) rethrows -> Result {
    mutations.append(keyPath)
    return try _$trackingRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
}

/// Storage outside stored properties, tracked by hand through the generated `access`/`withMutation`.
@Tracked final class Preferences {
  @Untracked private var storage: [String: String] = [:]

  var theme: String {
    get {
      access(keyPath: \.theme)
      return storage["theme"] ?? "system"
    }
    set {
      withMutation(keyPath: \.theme) { storage["theme"] = newValue }
    }
  }
}

@Tracked final class Profile: Codable {
  var name = ""
  var age = 0
  @Untracked var session = "x"
  let id: Int

  init(name: String, age: Int, id: Int) {
    self.name = name
    self.age = age
    self.id = id
  }
}

@Suite struct WithTrackingTests {
  @Test func didSetOptionSeesTheNewValue() {
    let document = Document()
    let seen = Log<String>()
    nonisolated(unsafe) let observed = document
    withTracking(options: .didSet) { _ = document.title } onChange: { event in
      seen.append("\(event.kind) \(observed.title)")
    }
    document.title = "Report"
    document.title = "Again"
    #expect(seen.all == ["didSet Report"])
  }

  @Test func eventsNameTheObjectAndKeyPath() throws {
    let document = Document()
    let events = Log<Tracking.Event>()
    withTracking(options: .willSet) { _ = document.pages } onChange: { events.append($0) }
    document.pages = 2
    #expect(events.count == 1)
    let event = try #require(events.all.first)
    #expect(event.kind == .willSet)
    #expect(event.matches(\Document.pages))
    #expect(!event.matches(\Document.title))
    #expect(event.description == "willSet Document.pages")
  }

  @Test func deinitOptionFiresWhenAnObjectDies() {
    let events = Log<Tracking.Event.Kind>()
    do {
      let document = Document()
      withTracking(options: [.willSet, .deinit]) { _ = document.title } onChange: { events.append($0.kind) }
    }
    #expect(events.all == [.deinit])
  }

  @Test func userObserversKeepRunningEvenForEqualValues() {
    let document = Document()
    document.body = "a"
    document.body = "a"
    #expect(document.log == ["willSet a", "didSet ", "willSet a", "didSet a"])
  }

  @Test func userObserversRunAroundTrackedNotification() {
    let document = Document()
    nonisolated(unsafe) let observed = document
    withTracking { _ = document.body } onChange: { observed.log.append("onChange") }
    document.body = "b"
    #expect(document.log == ["onChange", "willSet b", "didSet "])
  }

  @Test func lazyUntrackedPropertyStaysLazy() {
    let document = Document()
    document.body = "one two three"
    let fired = Counter()
    withTracking { _ = document.wordCount } onChange: { fired.increment() }
    #expect(document.wordCount == 3)
    document.wordCount = 10
    #expect(fired.count == 0)
  }

  @Test func weakAndUnownedPropertiesAreTracked() {
    let document = Document()
    let owner = Document()
    let fired = Counter()
    withTracking { _ = document.owner; _ = document.parentRef } onChange: { fired.increment() }
    document.owner = owner
    #expect(fired.count == 1)
    #expect(document.owner === owner)
  }

  @Test func genericClassesAreTracked() {
    let box = TrackedBox([1, 2])
    let fired = Counter()
    withTracking { _ = box.value } onChange: { fired.increment() }
    box.value.append(3)
    #expect(fired.count == 1)
    #expect(box.value == [1, 2, 3])
  }

  @Test func handWrittenHooksReceiveEveryAccessAndMutation() {
    let audited = Audited()
    let fired = Counter()
    withTracking { _ = audited.value } onChange: { fired.increment() }
    audited.value = 1
    audited.value = 1
    #expect(audited.accesses == [\Audited.value])
    #expect(audited.mutations == [\Audited.value])
    #expect(fired.count == 1)
  }

  @Test func storageOutsidePropertiesIsTrackedByHand() {
    let preferences = Preferences()
    let fired = Counter()
    let theme = withTracking { preferences.theme } onChange: { fired.increment() }
    #expect(theme == "system")
    preferences.theme = "dark"
    #expect(fired.count == 1)
    #expect(preferences.theme == "dark")
  }

  @Test func codableKeysAreThePropertyNames() throws {
    let profile = Profile(name: "Ada", age: 36, id: 1)
    let data = try JSONEncoder().encode(profile)
    let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(json.keys) == ["name", "age", "session", "id"])
    let decoded = try JSONDecoder().decode(Profile.self, from: Data(#"{"name":"Grace","age":85,"session":"y","id":2}"#.utf8))
    #expect(decoded.name == "Grace")
    #expect(decoded.age == 85)
    let fired = Counter()
    withTracking { _ = decoded.name } onChange: { fired.increment() }
    decoded.name = "G."
    #expect(fired.count == 1)
  }

  @Test func trackingReturnsTheClosuresResultAndRethrows() {
    struct Failure: Error {}
    let document = Document()
    let fired = Counter()
    #expect(throws: Failure.self) {
      try withTracking { () throws(Failure) -> Int in
        _ = document.title
        throw Failure()
      } onChange: { fired.increment() }
    }
    document.title = "changed"
    #expect(fired.count == 0, "a scope that threw installs nothing")
    let pages = withTracking { document.pages } onChange: { fired.increment() }
    #expect(pages == 1)
  }

  /// Deliberate difference: Observation cancels its tracking only after `onChange` returns, so an
  /// `onChange` that writes the same property re-enters itself. Lookout's "once" is strict.
  @Test func onChangeWritingTheSamePropertyDoesNotReenter() {
    let document = Document()
    nonisolated(unsafe) let target = document
    let fired = Counter()
    withTracking { _ = document.pages } onChange: {
      fired.increment()
      if fired.count < 5 { target.pages += 1 }
    }
    document.pages = 10
    #expect(fired.count == 1)
    #expect(document.pages == 10)
  }

  @MainActor @Test func mainActorModelsWorkFromTheMainActor() {
    let counter = MainActorCounter()
    let fired = Counter()
    withTracking { _ = counter.label } onChange: { fired.increment() }
    counter.label = "new"
    #expect(fired.count == 1)
  }
}
