import LookoutSyntax
internal import SwiftSyntax

/// U8: `deinit` of a `@MainActor` observable class reading a tracked property.
final class DeinitIsolationRule: LintRule {
  static let description = RuleDescription(
    id: "main-actor-deinit", kind: .concurrency, pitfalls: ["U8"], severity: .warning, confidence: .certain,
    summary: "deinit of a @MainActor @Observable class reads a tracked property, which the macro made a main-actor computed property: use an isolated deinit or an ignored property",
    explanation: """
      A class's deinit runs wherever the last reference goes away, so in a @MainActor class it is
      nonisolated. It may still touch the class's own stored properties, but the @Observable macro turns
      each tracked property into a computed one, and a main-actor computed property cannot be read there:
      `deinit { print(count) }` fails with "main actor-isolated property 'count' can not be referenced from
      a nonisolated context". Properties marked @ObservationIgnored stay stored, so
      `@ObservationIgnored var task: Task<Void, Never>?` can be cancelled in deinit. Write `isolated deinit`
      (SE-0371, Swift 6.2; its runtime support arrives in iOS 18.4 / macOS 15.4, so for earlier deployment
      targets the rule advises the attribute only), or mark what deinit needs @ObservationIgnored. Property
      wrappers (@Published) are computed too. The class counts as @MainActor when it says so or when the build settings make
      main-actor isolation the default.
      Confidence: certain — a warning in the Swift 5 language mode, and an error (reported as one) where
      the build settings select Swift 6.
      """,
    triggering: [
      Example("""
      @MainActor @Observable final class Poller {
          var task: Task<Void, Never>?
          ↓deinit { task?.cancel() }
      }
      """, message: "deinit is nonisolated and reads task, a tracked (computed, main-actor) property: mark it @ObservationIgnored or write `isolated deinit`"),
    ],
    nonTriggering: [
      Example("""
      @MainActor @Observable final class Poller {
          @ObservationIgnored var task: Task<Void, Never>?
          deinit { task?.cancel() }
      }
      """),
      Example("""
      @MainActor @Observable final class Poller {
          var task: Task<Void, Never>?
          isolated deinit { task?.cancel() }
      }
      """),
      Example("""
      @MainActor final class Poller {
          var task: Task<Void, Never>?
          deinit { task?.cancel() }
      }
      """),
      Example("""
      @MainActor @Observable final class Poller {
          var task: Task<Void, Never>?
          deinit { MainActor.assumeIsolated { task?.cancel() } }
      }
      """),
    ])
  // No `measured:`: where it fires, the compiler says the same (checked with swiftc -swift-version 6). The
  // one finding judged FALSE (Benchmarks/lint-second-round-judgments.md) read inside
  // `MainActor.assumeIsolated`, which compiles and is now left alone.
  static let triggerWords: Set<String> = ["deinit"]

  func check(_ file: LintFile) {
    let mainActorByDefault = file.settings.isMainActorByDefault(file.path)
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      let attributes = SyntaxNames.attributeNames(node.attributes)
      guard attributes.contains("MainActor") || (mainActorByDefault && !node.modifiers.contains { $0.name.text == "nonisolated" }) else { continue }
      // The properties the macro (or a wrapper) makes computed: stored instance vars not ignored.
      let computed = Set(MemberDeclarations.properties(in: node.memberBlock)
        .filter { $0.isStoredInstanceVar && !ObservationAttributes.isIgnored($0) && !$0.decl.modifiers.contains { $0.name.text == "nonisolated" } }
        .flatMap(\.names))
      for member in node.memberBlock.members {
        guard let deinitializer = member.decl.as(DeinitializerDeclSyntax.self), let body = deinitializer.body,
              !deinitializer.modifiers.contains(where: { $0.name.text == "isolated" }) else { continue }
        let touched = file.nodes.references.inside(body).filter { reference in
          guard computed.contains(reference.baseName.text), !Self.assumesMainActor(reference, within: body) else { return false }
          // `count` or `self.count`, not `other.count`.
          guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return true }
          return member.base?.trimmedDescription == "self"
        }
        guard let first = touched.first else { continue }
        // `isolated deinit` needs a runtime from iOS 18.4 / macOS 15.4: below that, only the attribute helps.
        let early = file.settings.deploymentTargets(for: file.path).first(where: \.predatesIsolatedDeinit)
        let advice = early.map { "mark it @ObservationIgnored (`isolated deinit` needs a newer OS than \($0.platform) \($0.version))" }
          ?? "mark it @ObservationIgnored or write `isolated deinit`"
        file.report(Self.self, at: deinitializer.deinitKeyword, "deinit is nonisolated and reads \(first.baseName.text), a tracked (computed, main-actor) property: \(advice)",
                    severity: file.settings.swiftLanguageMode(file.path) == 6 ? .error : nil)
      }
    }
  }

  /// Inside `MainActor.assumeIsolated { … }` the read is main-actor isolated and compiles: the closure
  /// traps at run time if the last release happens off the main thread, which is a different finding.
  static func assumesMainActor(_ reference: DeclReferenceExprSyntax, within body: CodeBlockSyntax) -> Bool {
    var node: Syntax? = reference.parent
    while let current = node, current.id != body.id {
      if let closure = current.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "MainActor.assumeIsolated" {
        return true
      }
      node = current.parent
    }
    return false
  }
}
