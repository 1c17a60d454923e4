import Foundation

/// Mounts a view tree headlessly and drives it as SwiftUI would: evaluate bodies, re-evaluate only what a
/// change invalidates, and say which change caused which update.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// host.tap("Add 1")                        // runs the action, then one update
/// host.lastUpdate.views                    // ["CounterDisplay"]
/// host.lastUpdate.description              // CounterDisplay: @dependencies changed. ← CounterModel.count
/// print(host.render())
/// ```
///
/// Changes made outside the host (a model written in a test) are applied by ``update()``. As in SwiftUI, a
/// view that reads a missing environment object stops the process with SwiftUI's message (test it with an
/// exit test); one that only declares it is evaluated as usual.
@MainActor
public final class ViewHost {
  let graph = ViewGraph()
  /// The report of the last update (mount, interaction or `update()`).
  public private(set) var lastUpdate: UpdateReport
  /// Whether a handler handled the last key press (``press(_:characters:modifiers:phase:on:)``).
  public internal(set) var lastKeyPressResult: KeyPress.Result?
  /// What the destination of the last drop returned (``drop(_:on:at:)-(NSItemProvider)``).
  public internal(set) var lastDropResult: Bool?

  /// Mounts `root` with an empty environment, with the `@State` of the SwiftUI that ships with `xcode`: up to
  /// Xcode 26 (the default, today's release) a `@State`'s initial value is evaluated every time its view is
  /// created and only the first is kept; from Xcode 27, where `@State` is a macro, once per view identity.
  /// `system` is the OS whose SwiftUI runs the views: `.iOS17` (the default) tracks bodies with Observation,
  /// `.iOS16` does not.
  public init<Root: View>(
    _ root: Root, xcode: Int = 26, system: SwiftUISystem = .iOS17, environment: EnvironmentValues = EnvironmentValues()
  ) {
    graph.lazyStateInitialValues = xcode >= 27
    graph.observesBodies = system == .iOS17
    lastUpdate = UpdateReport(evaluations: [])
    EnvironmentTraits.install()
    var environment = environment
    let recorder = Recorder()
    self.recorder = recorder
    environment.openURL = OpenURLAction { url in
      recorder.openedURLs.append(url)
      return .handled
    }
    environment.openWindow = OpenWindowAction { recorder.openedWindows.append($0) }
    environment.shareRecorder = { recorder.sharedItems.append($0) }
    environment.scrollRecorder = { recorder.scrollTargets.append($0) }
    lastUpdate = graph.mount(root, environment: environment)
    record(lastUpdate, trigger: "mount")
  }

  /// Every update since mounting that evaluated something, as writes and the bodies they evaluated (see
  /// ``UpdateTrace``).
  public private(set) var trace = UpdateTrace()
  /// This host's number in the run-wide trace file (`LOOKOUT_TRACE`), if one is written.
  private let traceHost = TraceFile.newHost()

  private func record(_ report: UpdateReport, trigger: String) {
    guard trigger == "mount" || !report.evaluations.isEmpty else { return }
    let update = trace.record(report, trigger: trigger)
    if let traceHost { TraceFile.append(update, host: traceHost) }
  }

  /// What the views asked the system for.
  private let recorder: Recorder

  @MainActor private final class Recorder {
    var openedURLs: [URL] = []
    var openedWindows: [String] = []
    var sharedItems: [String] = []
    var scrollTargets: [AnyHashable] = []
  }

  /// URLs opened through `@Environment(\.openURL)` (and `Link`s), in order.
  public var openedURLs: [URL] { recorder.openedURLs }
  /// Windows opened through `@Environment(\.openWindow)`, by id (or value).
  public var openedWindows: [String] { recorder.openedWindows }
  /// Items shared with `ShareLink`s, as text.
  public var sharedItems: [String] { recorder.sharedItems }
  /// Ids scrolled to with `ScrollViewProxy.scrollTo(_:)`.
  public var scrollTargets: [AnyHashable] { recorder.scrollTargets }

  /// Mounts the first scene of `app`. The app's `@State` and `@StateObject` properties are kept like a view's.
  public convenience init<Application: App>(app: Application, xcode: Int = 26, system: SwiftUISystem = .iOS17) {
    self.init(AppRoot(app: app), xcode: xcode, system: system)
  }

  // MARK: Updates

  /// Evaluates every view invalidated since the last update.
  @discardableResult
  public func update() -> UpdateReport {
    lastUpdate = graph.update()
    record(lastUpdate, trigger: "update")
    return lastUpdate
  }

  /// Waits for running `.task`s (updating after each), until none is left.
  @discardableResult
  public func settle() async -> UpdateReport {
    lastUpdate = await graph.settleTasks()
    record(lastUpdate, trigger: "settle")
    return lastUpdate
  }

  /// Runs the main run loop for `duration`, so that its timers fire (`Timer.scheduledTimer`,
  /// `Timer.publish(every:on: .main, in:)`), updating the views after each turn, then waits for running
  /// `.task`s. Swift Testing does not run the main run loop between a test's statements (XCTest runs it while
  /// it waits), so a view a main-run-loop timer drives needs this to tick in a test:
  /// `await host.runLoop(for: .milliseconds(300))`.
  @discardableResult
  public func runLoop(for duration: Duration) async -> UpdateReport {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    let end = Date().addingTimeInterval(seconds)
    var all: [Evaluation] = []
    // Without suspending: a test's main-actor work may resume on another thread after an `await`, and a
    // timer fires only in the run loop of the thread that scheduled it.
    repeat {
      Self.runLoopTurn(until: min(end, Date().addingTimeInterval(0.002)))
      all += graph.update().evaluations
    } while Date() < end
    all += await graph.settleTasks().evaluations
    lastUpdate = UpdateReport(evaluations: all)
    record(lastUpdate, trigger: "runLoop")
    return lastUpdate
  }

  /// One turn of this thread's run loop (the main one on the main thread), where its timers fire.
  private nonisolated static func runLoopTurn(until date: Date) {
    (Thread.isMainThread ? RunLoop.main : RunLoop.current).run(until: date)
  }

  /// Whether changes are waiting for an update.
  public var hasPendingChanges: Bool { !graph.queue.isEmpty }

  // MARK: Inspection

  /// The mounted tree as indented text, stable for snapshot tests.
  public func render() -> String {
    guard let root = graph.root else { return "" }
    return TreeRenderer.render(root)
  }

  /// What the user sees: the elements of the tree (texts, controls, containers, presentations) as indented
  /// text, without the lines of the views that produce them — the same screen built from other views renders
  /// the same.
  public func renderElements() -> String {
    guard let root = graph.root else { return "" }
    return TreeRenderer.render(root, views: false)
  }

  /// How many times bodies of the view type named `view` ran since mounting, over all its instances.
  public func bodyCount(of view: String) -> Int {
    allNodes().filter { $0.kind == .composite && $0.typeName == view }.reduce(0) { $0 + $1.bodyEvaluations }
  }

  /// Bodies evaluated since mounting, over all views.
  public var totalBodyEvaluations: Int {
    allNodes().reduce(0) { $0 + $1.bodyEvaluations }
  }

  /// The mounted root view value.
  public var rootView: any View { graph.root!.view }

  /// Body counts by view type.
  public var bodyCounts: [String: Int] {
    allNodes().filter { $0.kind == .composite }.reduce(into: [:]) { $0[$1.typeName, default: 0] += $1.bodyEvaluations }
  }

  /// Body counts per mounted view instance, by path: `ContentView/VStack/Row[1]` for the second of two
  /// sibling rows, `ContentView/List/ForEach[id(3)]` for a `ForEach` row.
  public var bodyCountsByPath: [String: Int] {
    allNodes().filter { $0.kind == .composite && $0.bodyEvaluations > 0 }
      .reduce(into: [:]) { $0[$1.instancePath, default: 0] += $1.bodyEvaluations }
  }

  /// Updates the host had to cut short: views that kept invalidating themselves.
  public var errors: [HostError] { graph.errors }

  /// SwiftUI's runtime warnings raised so far ("Modifying state during view update…").
  public func takeWarnings() -> [String] { graph.takeWarnings() }

  /// The elements shown, in tree order.
  public var elements: [Element] { allNodes().compactMap(\.element) }

  /// The first element whose label is `label` (a text's content or a control's title).
  public func element(_ label: String) -> Element? {
    elements.first { $0.label == label }
  }

  /// The first element whose label contains `text`.
  public func element(containing text: String) -> Element? {
    elements.first { $0.label?.contains(text) == true }
  }

  /// The element of the view with explicit identity `id` (`.id(_:)`), or its first element.
  public func element(id: AnyHashable) -> Element? {
    func search(_ node: ViewNode) -> ViewNode? {
      if node.key == .id(id) { return node }
      for child in node.children { if let found = search(child) { return found } }
      return nil
    }
    guard let root = graph.root, let node = search(root) else { return nil }
    return Self.firstElement(in: node)
  }

  private static func firstElement(in node: ViewNode) -> Element? {
    if let element = node.element { return element }
    for child in node.children { if let element = firstElement(in: child) { return element } }
    return nil
  }

  func allNodes() -> [ViewNode] {
    var result: [ViewNode] = []
    func visit(_ node: ViewNode) {
      result.append(node)
      node.children.forEach(visit)
    }
    if let root = graph.root { visit(root) }
    return result
  }
}

/// An app mounted as a view: its dynamic properties live in this node, and its body is its first scene's
/// content. Reported under the app's name.
struct AppRoot<Application: App>: View, DynamicPropertySource, ReportedName {
  let app: Application

  var dynamicPropertyOwner: Any { app }
  var body: SceneRoot { SceneRoot(scene: app.body) }

  static var reportedName: String { ViewNode.name(of: Application.self) }
}

/// An app's first scene's content.
struct SceneRoot: View, PrimitiveView {
  typealias Body = Never
  let scene: any Scene

  func expand(into builder: inout ChildBuilder) {
    scene.mountContent(into: &builder)
  }
}
