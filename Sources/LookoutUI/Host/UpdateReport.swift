/// One body evaluation: which view ran, why (SwiftUI's `_printChanges()` vocabulary), and which writes
/// caused it.
public struct Evaluation: Sendable, Hashable, CustomStringConvertible {
  /// The view's type: `CounterDisplay`.
  public let view: String
  /// Where it sits: `ContentView/CounterDisplay`.
  public let path: String
  /// `@self`, `@identity`, `_model`, `@dependencies`.
  public let reasons: [ChangeReason]
  /// The writes behind it: `CounterModel.count`, `CounterModel.objectWillChange`, `ContentView.count (@State)`.
  public let causes: [String]

  /// The line `_printChanges()` prints: `CounterDisplay: @dependencies changed.`
  public var printChangesLine: String {
    reasons.isEmpty ? "\(view): unchanged." : "\(view): \(reasons.map(\.label).joined(separator: ", ")) changed."
  }

  public var description: String {
    causes.isEmpty ? printChangesLine : "\(printChangesLine) ← \(causes.joined(separator: ", "))"
  }
}

/// What one update evaluated, in order (parents before children).
public struct UpdateReport: Sendable, CustomStringConvertible {
  public let evaluations: [Evaluation]

  /// How many bodies ran.
  public var bodyEvaluations: Int { evaluations.count }

  /// How many bodies of `view` (a type name) ran.
  public func count(of view: String) -> Int { evaluations.filter { $0.view == view }.count }

  /// The names of the views evaluated, in order.
  public var views: [String] { evaluations.map(\.view) }

  public var description: String {
    evaluations.isEmpty ? "(nothing evaluated)" : evaluations.map(\.description).joined(separator: "\n")
  }
}
