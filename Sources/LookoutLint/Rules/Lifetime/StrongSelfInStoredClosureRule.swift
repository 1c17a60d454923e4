import LookoutSyntax
internal import SwiftSyntax

/// A model stores a closure (timer, notification observer, Combine sink) that holds `self` strongly.
final class StrongSelfInStoredClosureRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "strong-self-in-stored-closure", kind: .lifetime, pitfalls: ["U16"], severity: .note, confidence: .medium,
    summary: "A closure the model keeps (timer, notification, sink) holds self strongly: capture [weak self]",
    explanation: """
      A repeating Timer, a NotificationCenter observer and a stored Combine subscription keep their closure
      for as long as they live, and the model keeps them: a strong `self` in the closure makes a cycle, so
      the model (and everything it holds) never goes away, and the timer keeps firing. Capture
      `[weak self]` and invalidate or cancel in `deinit`. Nested closures that capture `[weak self]`
      themselves, timers that do not repeat, and sinks on a request's publisher (`api.save(x).sink { … }`,
      which completes and lets its closures go) are fine. So are cycles the code breaks itself, and those
      that cost nothing:
      - a sink whose AnyCancellable is not kept (it is cancelled at once);
      - a subscription, timer or observer the object releases in a method (`stop()`, `cleanUp()`: cancel,
        invalidate, removeObserver, emptying the set) or, for a local token, later in the same function;
      - a closure that cancels or invalidates its own subscription;
      - an object that lives as long as the app: an application delegate, or a class the project creates
        only once (a `static let shared = …`, a global, an `App`'s stored property or initializer). A class
        the project never creates itself (a dependency container does) is not known to live that long, and
        is reported.
      Confidence: medium — a note: the cycle is real, but it is transient when the publisher completes (a
      request) and harmless when the object lives as long as the app, which the linter cannot always see.
      A sink on a `@Published` projection (`$items`, `Store.shared.$items`) is a warning: that publisher never
      completes, so the model is never freed (judged in December 2026: 4 such findings, all right; the 2
      wrong ones were sinks on one-shot publishers, which stay notes).
      """,
    triggering: [
      Example("""
      @Observable final class Clock {
          var now = Date()
          @ObservationIgnored var timer: Timer?
          init() {
              timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) ↓{ _ in
                  self.now = Date()
              }
          }
      }
      """, message: "the scheduledTimer closure holds self strongly and is kept alive by the model: capture [weak self]"),
      Example("""
      @Observable final class Composer {
          var progress = 0.0
          @ObservationIgnored var timer: Timer?
          func post() {
              Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) ↓{ _ in
                  self.progress += 0.5
                  if self.progress >= 100 { self.timer = nil }
              }
          }
          func finish() { timer?.invalidate() }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      final class Settings: ObservableObject {
          static let shared = Settings()
          @Published var values: [String: String] = [:]
          private var store: AnyCancellable?
          private init() { store = $values.sink { self.save($0) } }
      }
      final class Workspace: ObservableObject {
          @Published var files: [String] = []
          private var task: AnyCancellable?
          init() { task = $files.sink { _ in self.index() } }
          func cleanUp() { task?.cancel() }
      }
      final class Shell {
          var cancellables: [UUID: AnyCancellable] = [:]
          func run(_ id: UUID) {
              cancellables[id] = NotificationCenter.default.publisher(for: .done).sink { _ in
                  self.cancellables.removeValue(forKey: id)?.cancel()
              }
          }
      }
      final class Finder {
          func search() {
              let token = NotificationCenter.default.addObserver(forName: .done, object: nil, queue: nil) { _ in self.stop() }
              run()
              NotificationCenter.default.removeObserver(token)
          }
          func gather() { _ = Publishers.CombineLatest(Just(1), Just(2)).sink { self.use($0, $1) } }
      }
      """),
      Example("""
      final class Editor: ObservableObject {
          @Published var saving = false
          var lifetime = Set<AnyCancellable>()
          func save(_ settings: Settings) {
              provider.save(settings: settings).receive(on: DispatchQueue.main).sink { _ in
                  self.saving = false
              }.store(in: &lifetime)
          }
      }
      """),
      Example("""
      @Observable final class Clock {
          var now = Date()
          init() {
              Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in self.now = Date() }
          }
      }
      """),
      Example("""
      final class Speed: ObservableObject {
          @Published var value = 0.0
          var cancellables = Set<AnyCancellable>()
          init(updates: AnyPublisher<Double, Never>) {
              updates.sink { update in
                  Task { @MainActor [weak self] in self?.value = update }
              }.store(in: &cancellables)
          }
      }
      """),
      Example("""
      @Observable final class Clock {
          var now = Date()
          @ObservationIgnored var timer: Timer?
          init() {
              timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                  self?.now = Date()
              }
          }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 4, wrong: 2, debatable: 0, on: MeasuredPrecision.december2026))
  static let triggerWords: Set<String> = ["scheduledTimer", "addObserver", "sink", "publish"]
  static let storingCalls: Set<String> = ["scheduledTimer", "addObserver", "sink"]

  struct Candidate: Sendable {
    let owner: String
    let place: LintProject.Place
    let message: String
    /// A sink on a `@Published` projection (`Store.shared.$items`), which never completes: the leak is
    /// certain, so a warning.
    let isEndless: Bool
  }

  static func facts(in file: LintFile) -> [Candidate] {
    // Tests create and drop their objects within one run: a leak there is not an app's leak.
    guard !file.isTestCode else { return [] }
    var candidates: [Candidate] = []
    for call in file.nodes.calls {
      guard let name = SyntaxQueries.calledName(call), Self.storingCalls.contains(name),
            let owner = SyntaxQueries.enclosingType(call)?.as(ClassDeclSyntax.self), !file.isPreview(call) else { continue }
      // A timer that fires once lets its closure go after firing.
      if name == "scheduledTimer", call.arguments.contains(where: { $0.label?.text == "repeats" && $0.expression.trimmedDescription == "false" }) { continue }
      // A request's publisher (`api.save(x).sink { … }`) completes, and the finished subscription lets go.
      if name == "sink", Self.isOneShot(call) { continue }
      let storage = Self.storage(of: call)
      // A subscription nobody keeps is cancelled when its AnyCancellable goes, at once (a run loop keeps a
      // repeating timer, and NotificationCenter an observer, whether or not the token is kept).
      if name == "sink", storage == nil { continue }
      // Released in a method (`stop()`, `cleanUp()`, or right after use): the cycle is broken on purpose.
      if let storage, Self.isReleased(storage, around: call, in: owner, file: file) { continue }
      let keeper = name == "addObserver" ? "NotificationCenter until the observer is removed" : "the model"
      for closure in SyntaxQueries.closures(of: call) where SyntaxQueries.usesSelf(closure) && !SyntaxQueries.capturesSelfWeakly(closure) {
        // A closure that cancels or invalidates its own subscription (its timer parameter, or where it is
        // kept) ends the cycle itself; invalidating some other property does not.
        if Self.releasesItself(closure, storage: storage, file: file) { continue }
        let endless = name == "sink" && Self.startsAtProjection(call)
        let why = endless ? ", and a @Published publisher never completes: the model is never freed" : ""
        candidates.append(Candidate(owner: owner.name.text, place: file.place(of: closure),
                                    message: "the \(name) closure holds self strongly and is kept alive by \(keeper)\(why): capture [weak self]",
                                    isEndless: endless))
      }
    }
    return candidates
  }

  static func finish(_ facts: [[Candidate]], project: LintProject) {
    let candidates = facts.flatMap { $0 }
    // An object that lives as long as the app loses nothing to a cycle.
    let appLifetime = ObjectLifetime.appLifetime(Set(candidates.map(\.owner)), project: project)
    for candidate in candidates where !appLifetime.contains(candidate.owner) {
      project.report(Self.self, at: candidate.place, candidate.message, severity: candidate.isEndless ? .warning : nil)
    }
  }

  /// Whether a closure releases what keeps it: `timer.invalidate()` on its own parameter, or the storage it
  /// is kept in (`self.cancellables.removeValue(forKey: id)?.cancel()`, `removeObserver(token)`).
  static func releasesItself(_ closure: ClosureExprSyntax, storage: Storage?, file: LintFile) -> Bool {
    var own: Set<String> = Set(BindingWithoutBindableRule.parameters(of: closure).prefix(1))
    switch storage {
    case .property(let name), .local(let name): own.insert(name)
    case nil: break
    }
    return own.contains { name in
      file.nodes.calls.inside(closure).contains { call in
        guard let called = SyntaxQueries.calledName(call) else { return false }
        if called == "removeObserver" { return call.arguments.contains { StateWrites.root(of: $0.expression) == name } }
        guard ["cancel", "invalidate", "removeValue", "removeAll"].contains(called),
              let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        return StateWrites.root(of: base) == name
      }
    }
  }

  /// Where a subscription, timer or observer token is kept.
  enum Storage: Equatable {
    /// A property of the object (`timer = …`, `.store(in: &cancellables)`, `observers.append(…)`).
    case property(String)
    /// A local of the function that creates it.
    case local(String)
  }

  /// Where the result of `call` (or of the chain it starts) goes.
  static func storage(of call: FunctionCallExprSyntax) -> Storage? {
    var current = ExprSyntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
          let outer = member.parent?.as(FunctionCallExprSyntax.self) {
      if member.declName.baseName.text == "store", let target = outer.arguments.first?.expression.as(InOutExprSyntax.self) {
        return StateWrites.root(of: target.expression).map(Storage.property)
      }
      current = ExprSyntax(outer)
    }
    if let binding = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
       let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      // `let token = center.addObserver(…)` in a function is a local; a declaration in the type, a property.
      return binding.nearest(CodeBlockSyntax.self) != nil ? .local(name) : .property(name)
    }
    // `timer = …` (the value is an element of the sequence's list).
    if let sequence = current.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
       Array(sequence.elements)[1].is(AssignmentExprSyntax.self), sequence.elements.last?.id == current.id,
       let target = sequence.elements.first.flatMap(StateWrites.root) {
      return .property(target)
    }
    // `observers.append(center.addObserver(…))`
    if let argument = current.parent?.as(LabeledExprSyntax.self), let collection = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
       let member = collection.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
       ["append", "insert"].contains(member.declName.baseName.text) {
      return StateWrites.root(of: base).map(Storage.property)
    }
    return nil
  }

  /// Whether the object lets go of what it stored: a method (not `deinit`, which a cycle never reaches) or,
  /// for a local token, the same function cancels, invalidates, removes or empties it.
  static func isReleased(_ storage: Storage, around call: FunctionCallExprSyntax, in owner: ClassDeclSyntax, file: LintFile) -> Bool {
    switch storage {
    case .local(let name):
      guard let body = call.nearest(FunctionDeclSyntax.self)?.body ?? call.nearest(InitializerDeclSyntax.self)?.body else { return false }
      return Self.releases(name, in: body, file: file)
    case .property(let name):
      let methods = file.nodes.functions.filter { function in
        guard let type = SyntaxQueries.enclosingType(function) else { return false }
        return type.id == owner.id || type.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == owner.name.text
      }
      return methods.contains { method in method.body.map { Self.releases(name, in: $0, file: file) } ?? false }
    }
  }

  /// `x.cancel()`, `x?.invalidate()`, `x.removeAll()`, `x.removeValue(forKey:)`, `removeObserver(x)`,
  /// `x.forEach { $0.cancel() }`, `x = nil`, `x = []` in a block.
  static func releases(_ name: String, in block: CodeBlockSyntax, file: LintFile) -> Bool {
    for call in file.nodes.calls.inside(block) {
      guard let called = SyntaxQueries.calledName(call) else { continue }
      if called == "removeObserver", call.arguments.contains(where: { StateWrites.root(of: $0.expression) == name }) { return true }
      if ["cancel", "invalidate", "removeAll", "removeValue", "forEach"].contains(called),
         let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, StateWrites.root(of: base) == name {
        return true
      }
    }
    for sequence in file.nodes.sequences.inside(block) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), StateWrites.root(of: elements[0]) == name else { continue }
      let value = elements[2]
      if value.is(NilLiteralExprSyntax.self) || value.as(ArrayExprSyntax.self)?.elements.isEmpty == true
          || value.is(DictionaryExprSyntax.self) || value.as(FunctionCallExprSyntax.self)?.arguments.isEmpty == true {
        return true
      }
    }
    return false
  }

  /// Combine operators: a chain whose first call is one of these starts from a publisher property.
  static let operators: Set<String> = [
    "receive", "map", "filter", "compactMap", "removeDuplicates", "debounce", "throttle", "dropFirst", "flatMap",
    "switchToLatest", "eraseToAnyPublisher", "combineLatest", "merge", "zip", "prepend", "append", "replaceNil",
    "catch", "tryMap", "handleEvents", "share", "delay", "scan", "collect", "print", "subscribe", "setFailureType",
    "assertNoFailure", "decode", "mapError", "retry", "timeout", "autoconnect", "drop", "prefix", "sink",
  ]
  /// Publishers that finish after what they publish.
  static let finiteSources: Set<String> = ["Just", "Empty", "Fail", "Future"]
  /// Calls that make publishers that never finish by themselves.
  static let endlessSources: Set<String> = ["publisher", "publish", "CombineLatest", "Merge", "Zip", "PassthroughSubject", "CurrentValueSubject"]

  /// Whether the chain under a `.sink` starts at a `$property` projection (`$items`, `Store.shared.$items`),
  /// through operators only.
  static func startsAtProjection(_ sink: FunctionCallExprSyntax) -> Bool {
    var expression: ExprSyntax? = sink.calledExpression.as(MemberAccessExprSyntax.self)?.base
    while let current = expression {
      if let call = current.as(FunctionCallExprSyntax.self) {
        guard let name = SyntaxQueries.calledName(call), operators.contains(name) else { return false }
        expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        return member.declName.baseName.text.hasPrefix("$")
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text.hasPrefix("$")
      } else {
        return false
      }
    }
    return false
  }

  /// Whether the chain under a `.sink` starts with a call that is not an operator and not an endless
  /// source: a request (`provider.save(settings)`, `dataTaskPublisher(for:)`) that completes.
  static func isOneShot(_ sink: FunctionCallExprSyntax) -> Bool {
    var firstCall: FunctionCallExprSyntax?
    var expression: ExprSyntax? = ExprSyntax(sink)
    while let current = expression {
      if let call = current.as(FunctionCallExprSyntax.self) {
        firstCall = call
        expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base ?? nil
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        expression = member.base
      } else {
        break
      }
    }
    guard let first = firstCall, first.id != sink.id, let name = SyntaxQueries.calledName(first) else { return false }
    // `Publishers.CombineLatest(Just(a), Just(b))`: a combination of publishers that finish, finishes.
    if ["CombineLatest", "Merge", "Zip"].contains(name), !first.arguments.isEmpty {
      return first.arguments.allSatisfy { argument in
        argument.expression.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.calledName).map(finiteSources.contains) ?? false
      }
    }
    return !operators.contains(name) && !endlessSources.contains(name) && !first.arguments.isEmpty
  }
}
