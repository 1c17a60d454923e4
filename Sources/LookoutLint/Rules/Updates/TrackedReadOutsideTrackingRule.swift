import LookoutSyntax
internal import SwiftSyntax

/// Before iOS 17 a view updates from a `@Tracked` model only through LookoutSwiftUI's `WithTracking`: a
/// body (or a helper it calls) that reads one outside it never updates. The static counterpart of
/// swift-perception's run-time "perception checks", at no cost when the app runs.
final class TrackedReadOutsideTrackingRule: LintRule {
  static let description = RuleDescription(
    id: "tracked-read-outside-tracking", kind: .updates, pitfalls: ["U1"], severity: .warning, confidence: .high,
    summary: "Before iOS 17 this view reads a @Tracked model outside WithTracking { }: it will not update when the model changes",
    explanation: """
      Before iOS 17 / macOS 14 SwiftUI tracks no body with Observation: a view updates from a @Tracked model
      only when the read happens inside LookoutSwiftUI's WithTracking { } (its content is evaluated under
      withTracking, and a change re-runs it). The rule finds reads of @Tracked models' properties in a view's
      body, or in a computed property or function the body calls, that no WithTracking encloses, and reads
      inside closures SwiftUI calls later (a ForEach's rows, GeometryReader, a sheet's or alert's content),
      which a WithTracking around the body does not see: they need one of their own. It applies to projects
      that deploy below iOS 17 / macOS 14 (read from Package.swift, Xcode projects and .xcconfig files) and,
      when no deployment target is found, to files that import LookoutSwiftUI; from iOS 17 Observation tracks
      every body and the rule is silent. Reads in actions (buttons, gestures, tasks) are not tracked anywhere
      and need nothing. --fix wraps the body in WithTracking { }.
      """,
    triggering: [
      Example("""
      import Lookout
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Cart {
          var items: [String] = []
      }
      struct CartView: View {
          let cart: Cart
          var body: some View {
              Text("\\(↓cart.items.count) items")
          }
      }
      """, message: "CartView reads Cart.items outside WithTracking { }: before iOS 17 it will not update when that changes; wrap the body in WithTracking { } (--fix)"),
      Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Cart {
          var items: [String] = []
          var total = 0
      }
      struct CartView: View {
          let cart: Cart
          var header: some View { Text("\\(↓cart.total)") }
          var body: some View {
              VStack {
                  header
                  WithTracking { Text("\\(cart.items.count)") }
              }
          }
      }
      """),
      Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Store {
          var names: [String] = []
          var selected = ""
      }
      struct NamesView: View {
          let store: Store
          var body: some View {
              WithTracking {
                  List(store.names, id: \\.self) { name in
                      Text(name == ↓store.selected ? "• \\(name)" : name)
                  }
              }
          }
      }
      """),
      Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Theme {
          var accent = "blue"
      }
      struct Accented: ViewModifier {
          let theme: Theme
          func body(content: Content) -> some View {
              content.tint(Color(↓theme.accent))
          }
      }
      """),
      Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Cart {
          var items: [String] = []
      }
      struct CartView: View {
          let cart: Cart
          var count: Int { ↓cart.items.count }
          var badge: some View { Text("\\(count)") }
          var body: some View {
              badge
          }
      }
      """, message: "CartView reads Cart.items in `count`, which its body calls (through `badge`) outside WithTracking { }: before iOS 17 it will not update when that changes; call it inside WithTracking { }"),
    ],
    nonTriggering: [
      Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Cart {
          var items: [String] = []
      }
      struct CartView: View {
          let cart: Cart
          var body: some View {
              WithTracking {
                  Text("\\(cart.items.count) items")
                  Button("Clear") { cart.items = [] }
              }
          }
      }
      """),
      Example("""
      import SwiftUI

      @Tracked final class Cart {
          var items: [String] = []
      }
      struct CartView: View {
          let cart: Cart
          var body: some View { Text("\\(cart.items.count) items") }
      }
      """),
      Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Store {
          var names: [String] = []
      }
      struct NamesView: View {
          let store: Store
          var body: some View {
              WithTracking {
                  List(store.names, id: \\.self) { name in Text(name) }
                  Button("Add") { store.names.append("new") }
              }
          }
      }
      """),
      Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Theme {
          var accent = "blue"
      }
      struct Accented: ViewModifier {
          let theme: Theme
          var name: String { theme.accent }
          func body(content: Content) -> some View {
              WithTracking { content.tint(Color(name)) }
          }
      }
      """),
    ],
    corrections: [
      Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Cart {
          var items: [String] = []
      }
      struct CartView: View {
          let cart: Cart
          var body: some View {
              VStack {
                  Text("\\(↓cart.items.count) items")
              }
          }
      }
      """): Example("""
      import LookoutSwiftUI
      import SwiftUI

      @Tracked final class Cart {
          var items: [String] = []
      }
      struct CartView: View {
          let cart: Cart
          var body: some View {
              WithTracking {
                  VStack {
                      Text("\\(cart.items.count) items")
                  }
              }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["Tracked"]
  static let requiredWords: Set<String> = ["body"]
  static let triggersOnObservableNames = true

  func check(_ file: LintFile) {
    guard Self.appliesBeforeIOS17(file) else { return }
    let tracked = Set(file.index.declarations.filter { $0.kind == .class && $0.attributes.contains("Tracked") }.map(\.name))
    guard !tracked.isEmpty else { return }
    for node in file.nodes.structs where ViewDeclaration.isView(node) {
      guard let body = Self.body(of: node.memberBlock) else { continue }
      let view = node.name.text
      // One finding for the body's own reads, one per closure SwiftUI calls later, one per helper the body
      // calls outside a tracking view: each is one thing to wrap.
      let reads = Self.reads(in: body, of: tracked, file: file)
      let direct = reads.filter { $0.standing == .untracked }
      if let first = direct.first { Self.reportBody(first, others: Set(direct.map(\.property)).subtracting([first.property]).count, in: view, members: node.memberBlock, file: file) }
      var closures = Set<SyntaxIdentifier>()
      for read in reads {
        guard case .lazy(let name) = read.standing, let closure = read.node.nearest(ClosureExprSyntax.self), closures.insert(closure.id).inserted else { continue }
        file.report(Self.self, at: read.node, "\(view) reads \(read.property) in \(name)'s content, which SwiftUI runs later, outside the body's WithTracking { }: before iOS 17 it will not update when that changes; wrap that content in WithTracking { }")
      }
      for helper in Self.helpers(calledOutsideTrackingBy: body, in: node.memberBlock) {
        guard let read = Self.reads(in: helper.root, of: tracked, file: file).first(where: { $0.standing == .untracked }) else { continue }
        let through = helper.through.isEmpty ? "" : " (through " + helper.through.map { "`\($0)`" }.joined(separator: ", ") + ")"
        file.report(Self.self, at: read.node, "\(view) reads \(read.property) in `\(helper.name)`, which its body calls\(through) outside WithTracking { }: before iOS 17 it will not update when that changes; call it inside WithTracking { }")
      }
    }
  }

  /// A view's `var body`, or a view modifier's `func body(content:)`.
  static func body(of members: MemberBlockSyntax) -> Syntax? {
    for member in members.members {
      if let property = ComputedPropertyBody(member.decl), property.name == "body" { return Syntax(property.declaration) }
      if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body",
         function.signature.parameterClause.parameters.first?.firstName.text == "content", let block = function.body {
        return Syntax(block)
      }
    }
    return nil
  }

  /// Whether the file's project deploys below iOS 17 / macOS 14, or, with no target found, it uses the bridge.
  static func appliesBeforeIOS17(_ file: LintFile) -> Bool {
    let targets = file.settings.deploymentTargets(for: file.path)
    if !targets.isEmpty { return targets.contains(where: \.predatesObservation) }
    return file.nodes.imports.contains { $0.path.first?.name.text == "LookoutSwiftUI" }
  }

  struct Read {
    let node: MemberAccessExprSyntax
    let property: String
    let standing: TrackingViewScope.Standing
  }

  /// Reads of tracked models' properties inside `root` that build views (not in actions) and that no tracking
  /// view sees.
  static func reads(in root: Syntax, of tracked: Set<String>, file: LintFile) -> [Read] {
    file.nodes.memberAccesses.inside(root).compactMap { member -> Read? in
      guard let base = member.base, let type = TypeResolution.type(of: base), tracked.contains(type),
            !isInAction(member, within: root) else { return nil }
      let standing = TrackingViewScope.standing(of: member, within: root)
      guard standing != .tracked else { return nil }
      return Read(node: member, property: type + "." + member.declName.baseName.text, standing: standing)
    }
  }

  private static func reportBody(_ read: Read, others: Int, in view: String, members: MemberBlockSyntax, file: LintFile) {
    let fix = ((try? TrackingViewWrap.plan(forBodyIn: members)) ?? nil)?.edits(in: file.source.bytes, newline: file.file.newline) ?? []
    let more = others == 0 ? "" : " (and \(others) more)"
    file.report(Self.self, at: read.node, "\(view) reads \(read.property)\(more) outside WithTracking { }: before iOS 17 it will not update when that changes; wrap the body in WithTracking { } (--fix)", fix: fix)
  }

  /// Whether `node` runs in an action (a button's, a gesture's, a task), not while the view is built.
  private static func isInAction(_ node: some SyntaxProtocol, within root: Syntax) -> Bool {
    var current = node.parent
    while let scope = current, scope.id != root.id {
      if let closure = scope.as(ClosureExprSyntax.self), SyntaxQueries.isActionClosure(closure) { return true }
      current = scope.parent
    }
    return false
  }

  /// The view's computed properties and functions that `body` names outside a tracking view's content, and
  /// those they name in turn outside one (`through`: the helpers between the body and it).
  private static func helpers(calledOutsideTrackingBy body: Syntax, in members: MemberBlockSyntax) -> [(name: String, root: Syntax, through: [String])] {
    var declared: [String: Syntax] = [:]
    for member in members.members {
      if let property = ComputedPropertyBody(member.decl), property.name != "body" {
        declared[property.name] = Syntax(property.declaration)
      } else if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text != "body", let block = function.body {
        declared[function.name.text] = Syntax(block)
      }
    }
    var found: [(name: String, root: Syntax, through: [String])] = []
    var seen: Set<String> = []
    var pending: [(root: Syntax, through: [String])] = [(body, [])]
    while !pending.isEmpty {
      let (root, through) = pending.removeFirst()
      for name in untrackedNames(in: root).sorted() where !seen.contains(name) {
        guard let helper = declared[name] else { continue }
        seen.insert(name)
        found.append((name, helper, through))
        pending.append((helper, through + [name]))
      }
    }
    return found
  }

  /// The names `root` refers to outside a tracking view's content and outside actions.
  private static func untrackedNames(in root: Syntax) -> Set<String> {
    var named = Set<String>()
    for token in root.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            TrackingViewScope.standing(of: reference, within: root) == .untracked, !isInAction(reference, within: root) else { continue }
      named.insert(token.text)
    }
    return named
  }
}

private extension TokenKind {
  var isIdentifier: Bool { if case .identifier = self { true } else { false } }
}
