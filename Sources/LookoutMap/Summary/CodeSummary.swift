/// Where code runs, seen from the view whose body builds it: SwiftUI tracks what the body reads, but a
/// `ForEach` row's content and a presentation's content each run in a tracking scope of their own.
public enum EvaluationScope: Int, Sendable, Comparable, CaseIterable, Codable {
  /// In the body's own evaluation: a read here re-runs the body.
  case body
  /// In a `ForEach`/`List` row's content closure: a read here re-runs that row only.
  case row
  /// In a `GeometryReader`'s or `ScrollViewReader`'s content, which SwiftUI calls during layout: re-runs that content.
  case reader
  /// In a presentation's content (`.sheet`, `.popover`, `.navigationDestination`…): re-runs the presented content.
  case presentation

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The scope of code nested in this one.
  func nesting(_ inner: EvaluationScope) -> EvaluationScope { max(self, inner) }
}

/// What makes a write happen: how often a property may change.
public enum WriteContext: String, Sendable, Codable, CaseIterable {
  /// An action, a task, a method: as often as something calls it.
  case other
  /// A repeating timer (`Timer`, `Timer.publish`, a dispatch timer, a display link).
  case timer
  /// A progress callback (`progress:` handlers, `downloadProgress`, upload and download delegates).
  case progress
  /// A continuous gesture or scroll callback (`onChanged`, `onContinuousHover`, geometry and scroll
  /// changes, a `Slider`'s binding).
  case gesture
  /// A loop that sleeps between writes (`while … { …; try await Task.sleep(…) }`).
  case loop
  /// An `.onChange(of:)` handler: as often as the value it watches.
  case onChange
  /// A property's `willSet`/`didSet`: as often as that property is written.
  case observer

  /// How the write happens, in a sentence.
  public var phrase: String {
    switch self {
    case .timer: "a timer"
    case .progress: "a progress callback"
    case .gesture: "a continuous gesture or scroll"
    case .loop: "a loop that sleeps between writes"
    case .onChange: "an .onChange handler"
    case .observer: "another property's didSet"
    case .other: "code"
    }
  }

  /// Whether writes from here can come many times a second.
  var isFrequent: Bool {
    switch self {
    case .timer, .progress, .gesture, .loop: true
    case .other, .onChange, .observer: false
    }
  }
}

/// A name declared in code: a `let`/`var`, a parameter, an `if let`, a loop's or a row's element.
struct LocalBinding: Sendable, Hashable {
  let name: String
  var type: TypeRef?
  /// The value it was given (`let cart = model.cart`).
  var value: AccessChain?
  /// It holds an element of `value` (`for item in items`, `ForEach(items) { item in … }`).
  var isElement = false
  /// A function's or initializer's parameter.
  var isParameter = false
}

/// A chain read where it is evaluated.
struct ChainRead: Sendable, Hashable {
  let chain: AccessChain
  let scope: EvaluationScope
}

/// A chain written (assigned, mutated, passed `inout` or as a binding) and what makes the write happen.
struct ChainWrite: Sendable, Hashable {
  let target: AccessChain
  let context: WriteContext
  let line: Int
  /// For `.onChange` writes: what the handler watches.
  var watched: AccessChain?
  /// The value written comes from the callback's data (a gesture's value, a progress fraction), or the write
  /// is not in such a callback: a flag set once from a frequent callback does not change often.
  var carriesData = true
}

/// A call made from code that runs later (an action, a timer's block): what the callee writes is written
/// from there.
struct DeferredCall: Sendable, Hashable {
  let chain: AccessChain
  let context: WriteContext
  var watched: AccessChain?
  /// Its arguments pass the callback's data on (see ``ChainWrite/carriesData``).
  var carriesData = true
}

/// What a piece of code (a getter, a method, a body, an initial value) reads, writes and calls, as chains.
struct CodeSummary: Sendable, Hashable {
  var locals: [LocalBinding] = []
  var reads: [ChainRead] = []
  var writes: [ChainWrite] = []
  var deferredCalls: [DeferredCall] = []
  /// What a `Binding(get:)` getter made here reads: it runs in the body of whatever view calls it (a control,
  /// a child view the binding is passed to), which the map does not follow.
  var getterReads: [ChainRead] = []
  /// Properties of `self` this code gives a newly built object (`self.state = StateManager(…)`, `x = .init(…)`).
  var constructed: Set<String> = []

  var isEmpty: Bool { reads.isEmpty && writes.isEmpty && deferredCalls.isEmpty }
}
