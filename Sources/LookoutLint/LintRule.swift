import LookoutSyntax
internal import SwiftSyntax

/// A lint rule: looks at one parsed file (with the project's index) and reports findings. Rules that need
/// the whole project also collect facts per file and report at the end.
protocol LintRule: AnyObject, SendableMetatype {
  static var description: RuleDescription { get }
  /// The rule only looks at files that mention one of these identifiers (a cheap filter before any walk)…
  static var triggerWords: Set<String> { get }
  /// …and, when not empty, one of these too.
  static var requiredWords: Set<String> { get }
  /// Whether the names of the project's observable classes count as trigger words (for rules about
  /// places that use an observable type by name).
  static var triggersOnObservableNames: Bool { get }
  /// Whether the names of every model class (`ObservableObject`s too) count as trigger words (for the rules
  /// on the map of reads, which must see every file that mentions a model).
  static var triggersOnModelNames: Bool { get }
  /// A last cheap look at the file's bytes before it is parsed for this rule (default: yes).
  static func mayReport(in bytes: [UInt8]) -> Bool
  init()
  /// Checks one file; findings go to `file.report`.
  func check(_ file: LintFile)
}

/// A rule that needs the whole project: it takes facts from each file (on any thread), then reports once
/// every file was seen, from the facts of all of them in path order.
protocol ProjectLintRule: LintRule {
  associatedtype Facts: Sendable
  /// What one file tells the rule.
  static func facts(in file: LintFile) -> Facts
  /// The findings, from every file's facts.
  static func finish(_ facts: [Facts], project: LintProject)
}

extension ProjectLintRule {
  func check(_ file: LintFile) {}

  static func factsErased(in file: LintFile) -> any Sendable { facts(in: file) }

  static func finishErased(_ facts: [any Sendable], project: LintProject) {
    finish(facts.map { $0 as! Facts }, project: project)
  }
}

extension LintRule {
  static var requiredWords: Set<String> { [] }
  static var triggersOnObservableNames: Bool { false }
  static var triggersOnModelNames: Bool { false }
  static func mayReport(in bytes: [UInt8]) -> Bool { true }

  /// Whether the rule looks at a file whose relevant identifiers are `words`.
  static func applies(to words: Set<String>, index: TypeIndex) -> Bool {
    let triggered = !triggerWords.isDisjoint(with: words) || (triggersOnObservableNames && !index.observable.isDisjoint(with: words))
      || (triggersOnModelNames && !(index.observable.isDisjoint(with: words) && index.legacy.isDisjoint(with: words)))
    return triggered && (requiredWords.isEmpty || !requiredWords.isDisjoint(with: words))
  }
}

/// Every rule, in the order they are listed.
enum LintRules {
  static var all: [any LintRule.Type] {[
    PropertyWrapperInObservableRule.self,
    LazyInObservableRule.self,
    PublisherOnObservableRule.self,
    ObjectWillChangeOnObservableRule.self,
    LegacyWrapperOnObservableRule.self,
    EnvironmentObjectModifierRule.self,
    BindingWithoutBindableRule.self,
    StateInitWorkRule.self,
    StateInitialValueRule.self,
    UnownedModelInViewRule.self,
    ObservableExistentialRule.self,
    DualConformanceRule.self,
    CodableObservableRule.self,
    UnannotatedSubclassRule.self,
    PublishedWithoutCombineRule.self,
    EnvironmentNotInjectedRule.self,
    StateOnPassedModelRule.self,
    BindableOnOwnerRule.self,
    UnusedBindableRule.self,
    BindableNotAtTopRule.self,
    TrackingOnChangeRule.self,
    TrackingRearmRule.self,
    TrackingIsolationRule.self,
    ModelNotMainActorRule.self,
    BackgroundMutationRule.self,
    NonisolatedUnsafeRule.self,
    IneffectiveIgnoreRule.self,
    UnobservedStaticVarRule.self,
    IgnoredPropertyReadInBodyRule.self,
    ObservableOnValueTypeRule.self,
    MutableIdentityRule.self,
    RedundantSelfAssignmentRule.self,
    SingletonInBodyRule.self,
    StrongSelfInStoredClosureRule.self,
    BodyCopiesCollectionRule.self,
    BodyDerivesCollectionRule.self,
    ObservationsTaskLeakRule.self,
    DeinitIsolationRule.self,
    UIKitTrackingRule.self,
    FrequentWriteFanOutRule.self,
    CrossModelDerivationRule.self,
    WholeObjectForOnePropertyRule.self,
    TrackedReadOutsideTrackingRule.self,
  ]}

  static func description(of id: String) -> RuleDescription? {
    all.first { $0.description.id == id }?.description
  }
}
