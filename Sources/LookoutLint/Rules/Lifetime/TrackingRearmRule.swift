import LookoutSyntax
internal import SwiftSyntax

/// U5, U16: re-arming a tracking from `onChange` with `self` held strongly, or never re-arming where a
/// continuous observation was meant.
final class TrackingRearmRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "tracking-rearm", kind: .lifetime, pitfalls: ["U5", "U16"], severity: .note, confidence: .medium,
    summary: "withObservationTracking fires once: re-arm it from onChange with [weak self], or use Observations / continuous tracking",
    explanation: """
      A tracking fires onChange once. Code that means to observe continuously re-arms it from onChange —
      holding `self` strongly there keeps the object alive for as long as the observed model lives (a leak
      that repeats with every re-arm). Capture `[weak self]` and re-arm on the next turn
      (`Task { @MainActor [weak self] in self?.observe() }`), or use `Observations` (iOS 26) or Lookout's
      `withContinuousTracking`, which re-arm for you. A function named like an observer (`observe…`,
      `startTracking`, `watch…`) whose onChange never re-arms observes only the first change, and so does a
      class that sets a tracking up once where it starts (its `init`, `viewDidLoad`, `awakeFromNib`, a
      `setup`/`configure`/`bind` method) without re-arming it: it sees one change in its whole life.
      Holding an object that lives as long as the app (an application delegate, a class the project creates
      only once: see strong-self-in-stored-closure) keeps nothing alive: not reported.
      """,
    triggering: [
      Example("""
      final class Logger {
          let model = Model()
          func observe() {
              withObservationTracking {
                  _ = model.count
              } onChange: ↓{
                  self.observe()
              }
          }
      }
      """, message: "onChange re-arms observe holding self strongly: capture [weak self] (or use Observations / continuous tracking)"),
      Example("""
      final class Logger {
          let model = Model()
          func startObserving() {
              withObservationTracking {
                  _ = model.count
              } onChange: ↓{
                  print("changed")
              }
          }
      }
      """),
      Example("""
      final class BadgeController: UIViewController {
          let inbox = Inbox()
          override func viewDidLoad() {
              super.viewDidLoad()
              withObservationTracking {
                  _ = inbox.unread
              } onChange: ↓{
                  print("unread changed")
              }
          }
      }
      """, message: "viewDidLoad sets up a tracking that fires once: after the first change the object stops observing; re-arm it with [weak self] or use Observations / continuous tracking"),
    ],
    nonTriggering: [
      // A one-shot on purpose: waiting for one change in an action, not where the object starts.
      Example("""
      final class Loader {
          let model = Model()
          func reloadWhenReady() {
              withObservationTracking {
                  _ = model.isReady
              } onChange: {
                  print("ready")
              }
          }
      }
      """),
      Example("""
      final class AppDelegate: NSObject, NSApplicationDelegate {
          func synchronizeTitle() {
              withObservationTracking {
                  _ = AppState.shared.title
              } onChange: {
                  DispatchQueue.main.async { self.synchronizeTitle() }
              }
          }
      }
      """),
      Example("""
      extension Observable {
          func observe() -> AsyncStream<Void> {
              AsyncStream { continuation in
                  Task {
                      for await _ in signals {
                          withObservationTracking { _ = self.value } onChange: { continuation.yield() }
                      }
                  }
              }
          }
      }
      """),
      Example("""
      final class Logger {
          let model = Model()
          func observe() {
              withObservationTracking {
                  _ = model.count
              } onChange: { [weak self] in
                  Task { @MainActor in self?.observe() }
              }
          }
      }
      """),
      Example("""
      final class MenuController {
          let store = Store()
          func observeStore() {
              withObservationTracking {
                  _ = store.items
              } onChange: { [weak self] in
                  Task { @MainActor in self?.storeChanged() }
              }
          }
          private func storeChanged() {
              rebuildMenu()
              observeStore()
          }
          private func rebuildMenu() {}
      }
      """),
    ],
    measured: MeasuredPrecision(right: 0, wrong: 2, debatable: 0, on: MeasuredPrecision.newRules2026))
  static let triggerWords: Set<String> = ["withObservationTracking"]
  static let observerWords = ["observ", "track", "watch", "listen", "subscrib"]

  struct Candidate: Sendable {
    /// The class whose method re-arms holding self, for a leak; nil for a tracking that never re-arms.
    let leakingOwner: String?
    let place: LintProject.Place
    let message: String
  }

  static func facts(in file: LintFile) -> [Candidate] {
    // A test that observes one change on purpose is not an observer that stops.
    guard !file.isTestCode else { return [] }
    var candidates: [Candidate] = []
    for tracking in TrackingCall.all(in: file) where SyntaxQueries.calledName(tracking.call) == "withObservationTracking" {
      // Called again by an enclosing loop (`for await _ in changes { withObservationTracking … }`): re-armed.
      if Self.isInLoop(tracking.call) || file.isPreview(tracking.call) { continue }
      // A callback that only signals a stream or continuation hands the change to a loop that re-arms.
      let signals = file.nodes.calls.inside(tracking.onChange.statements).compactMap(SyntaxQueries.calledName)
      if signals.contains(where: ["yield", "resume", "send", "finish"].contains) { continue }
      let function = tracking.call.nearest(FunctionDeclSyntax.self)
      let functionName = function?.name.text
      let calls = file.nodes.calls.inside(tracking.onChange.statements).compactMap(SyntaxQueries.calledName)
      let owner = SyntaxQueries.enclosingType(tracking.call)?.as(ClassDeclSyntax.self)
      // Directly, or through the type's own methods (`handleChange()`, a debounce helper, that call it).
      let rearms = functionName.map { Self.reaches($0, from: Set(calls), in: owner, file: file) } ?? false
      if rearms, SyntaxQueries.usesSelf(tracking.onChange) || owner != nil, !SyntaxQueries.capturesSelfWeakly(tracking.onChange) {
        candidates.append(Candidate(leakingOwner: owner?.name.text ?? "", place: file.place(of: tracking.onChange),
                                    message: "onChange re-arms \(functionName ?? "the tracking") holding self strongly: capture [weak self] (or use Observations / continuous tracking)"))
      } else if !rearms, let name = functionName?.lowercased(), Self.observerWords.contains(where: name.contains) {
        candidates.append(Candidate(leakingOwner: nil, place: file.place(of: tracking.onChange),
                                    message: "\(functionName ?? "") observes only the first change: onChange never re-arms the tracking; re-arm it with [weak self] or use Observations / continuous tracking"))
      } else if !rearms, owner != nil, let setup = Self.setupName(around: tracking.call) {
        // Set up once where a long-lived object starts (its initializer, viewDidLoad): one change in its life.
        candidates.append(Candidate(leakingOwner: nil, place: file.place(of: tracking.onChange),
                                    message: "\(setup) sets up a tracking that fires once: after the first change the object stops observing; re-arm it with [weak self] or use Observations / continuous tracking"))
      }
    }
    return candidates
  }

  static func finish(_ facts: [[Candidate]], project: LintProject) {
    let candidates = facts.flatMap { $0 }
    // Holding an object that lives as long as the app keeps nothing alive that would otherwise go.
    let appLifetime = ObjectLifetime.appLifetime(Set(candidates.compactMap(\.leakingOwner)), project: project)
    for candidate in candidates where !(candidate.leakingOwner.map(appLifetime.contains) ?? false) {
      project.report(Self.self, at: candidate.place, candidate.message)
    }
  }

  /// Where a long-lived object sets itself up once: initializers and the lifecycle methods that run once.
  static let setupMethods: Set<String> = [
    "viewDidLoad", "loadView", "awakeFromNib", "applicationDidFinishLaunching", "windowDidLoad", "didMoveToWindow",
    "didMoveToSuperview", "setUp", "setup", "configure", "bind", "setupBindings", "setUpBindings",
  ]

  /// `init` or the setup method the tracking is written in, when it is one.
  static func setupName(around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let scope = current {
      if scope.is(ClosureExprSyntax.self) { return nil }
      if scope.is(InitializerDeclSyntax.self) { return "init" }
      if let function = scope.as(FunctionDeclSyntax.self) {
        let name = function.name.text
        return setupMethods.contains(name) || name == "application" && function.signature.description.contains("didFinishLaunching") ? name : nil
      }
      current = scope.parent
    }
    return nil
  }

  /// Whether one of `calls`, or a method of `owner` they call (in this file, at any depth), calls `function`.
  static func reaches(_ function: String, from calls: Set<String>, in owner: ClassDeclSyntax?, file: LintFile) -> Bool {
    if calls.contains(function) { return true }
    guard let owner else { return false }
    var callees: [String: Set<String>] = [:]
    for method in file.nodes.functions {
      guard let type = SyntaxQueries.enclosingType(method), let body = method.body,
            type.id == owner.id || type.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == owner.name.text else { continue }
      callees[method.name.text, default: []].formUnion(file.nodes.calls.inside(body).compactMap(SyntaxQueries.calledName))
    }
    var seen: Set<String> = []
    var pending = Array(calls)
    while let name = pending.popLast() {
      guard seen.insert(name).inserted, let next = callees[name] else { continue }
      if next.contains(function) { return true }
      pending += next
    }
    return false
  }

  static func isInLoop(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let scope = current, !scope.is(FunctionDeclSyntax.self) {
      if scope.is(ForStmtSyntax.self) || scope.is(WhileStmtSyntax.self) || scope.is(RepeatStmtSyntax.self) { return true }
      current = scope.parent
    }
    return false
  }
}
