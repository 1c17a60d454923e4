import LookoutSyntax

/// Third-party property wrappers that hold only an `ObservableObject` but whose library has an Observation
/// counterpart the migration can switch a holder to, and whether this project can.
///
/// Known: Factory's `@InjectedObject` (`InjectedObject<T: ObservableObject>`, `$x` an `ObservedObject`
/// wrapper) → `@InjectedObservable` (`InjectedObservable<T: Observable>`, from Factory 2.4.5, `$x` a
/// `Binding<T>`, so `$x.name` stays a `Binding` to the property). The other DI libraries met in real
/// projects have none: Resolver's `@InjectedObject`, and projects' own wrappers, keep their models back.
struct WrapperCounterparts: Sendable {
  struct Counterpart: Sendable {
    /// The wrapper as written (`InjectedObject`) and its Observation counterpart (`InjectedObservable`).
    let wrapper: String
    let replacement: String
    /// The library: its repository (as SwiftPM and Carthage pin it) or pod, its module names, and the
    /// version that added `replacement`.
    let library: String
    let repository: String
    let pod: String
    let modules: Set<String>
    let since: [Int]
    /// Modules that declare another wrapper of the same name: a file importing one cannot be switched.
    let rivals: Set<String>
  }

  static let known: [Counterpart] = [
    Counterpart(wrapper: "InjectedObject", replacement: "InjectedObservable", library: "Factory", repository: "hmlongco/factory",
                pod: "Factory", modules: ["Factory", "FactoryKit"], since: [2, 4, 5], rivals: ["Resolver"]),
  ]

  /// Whether the project can use each counterpart, by wrapper, with why not.
  private let availability: [String: Availability]
  /// Modules every file sees (`@_exported import Factory` in one file).
  private let exported: Set<String>

  enum Availability: Sendable, Equatable {
    case available
    /// The reason, as a sentence's end: "Factory 2.3.1 is pinned in Package.resolved".
    case unavailable(String)
  }

  /// What `facts` and the lock files say: a counterpart is usable when every pin of its library is at a
  /// version that has it, or when the project already holds something with it (so it compiles). Off when
  /// views observe through the bridge (the counterparts need iOS 17).
  init(facts: [FileFacts], dependencies: [ResolvedDependency], bridge: Bool) {
    var availability: [String: Availability] = [:]
    let used = Set(facts.flatMap { $0.memberWrappers.entries.map(\.value.wrapper) })
    let declared = Set(facts.flatMap(\.types).map(\.name))
    for counterpart in Self.known {
      let pins = dependencies.filter { $0.name == counterpart.repository || $0.name == counterpart.pod }
      let version = "\(counterpart.library) \(counterpart.since.map(String.init).joined(separator: ".")) added @\(counterpart.replacement)"
      if bridge {
        availability[counterpart.wrapper] = .unavailable("@\(counterpart.replacement) needs iOS 17, and these views observe through the bridge")
      } else if declared.contains(counterpart.wrapper) || declared.contains(counterpart.replacement) {
        availability[counterpart.wrapper] = .unavailable("the project declares its own \(counterpart.wrapper) or \(counterpart.replacement)")
      } else if let old = pins.first(where: { !$0.isAtLeast(counterpart.since) }) {
        let pinned = old.version.map { $0.map(String.init).joined(separator: ".") } ?? "a branch or revision"
        availability[counterpart.wrapper] = .unavailable("\(old.file) pins \(counterpart.library) at \(pinned); \(version)")
      } else if !pins.isEmpty || used.contains(counterpart.replacement) {
        availability[counterpart.wrapper] = .available
      } else {
        availability[counterpart.wrapper] = .unavailable("no Package.resolved, Podfile.lock or Cartfile.resolved here pins \(counterpart.library); \(version)")
      }
    }
    self.availability = availability
    exported = Set(facts.flatMap(\.exportedImports))
  }

  /// None available: for plans made without a project.
  static let none = WrapperCounterparts(facts: [], dependencies: [], bridge: true)

  /// The counterpart `wrapper` can become in a file importing `imports`, if any.
  func counterpart(of wrapper: String, imports own: [String]) -> Counterpart? {
    let imports = own + exported
    guard availability[wrapper] == .available,
          let counterpart = Self.known.first(where: { $0.wrapper == wrapper }),
          imports.contains(where: counterpart.modules.contains), !imports.contains(where: counterpart.rivals.contains) else { return nil }
    return counterpart
  }

  /// Why `wrapper` cannot become its counterpart in a file importing `imports`, for a kept model's
  /// suggestion; nil when it has none.
  func obstacle(for wrapper: String, imports own: [String]) -> String? {
    let imports = own + exported
    guard let counterpart = Self.known.first(where: { $0.wrapper == wrapper }) else { return nil }
    if case .unavailable(let reason) = availability[wrapper] { return reason }
    if imports.contains(where: counterpart.rivals.contains) {
      return "this file imports \(counterpart.rivals.sorted().joined(separator: ", ")), whose @\(wrapper) has no Observation counterpart"
    }
    if !imports.contains(where: counterpart.modules.contains) {
      return "this file imports none of \(counterpart.modules.sorted().joined(separator: ", ")), so its @\(wrapper) may be another library's"
    }
    return nil
  }
}
