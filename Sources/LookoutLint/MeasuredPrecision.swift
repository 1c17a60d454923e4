/// How an independent judge found a rule's findings on public projects it was not developed on: every
/// finding read in its code, TRUE only if a senior iOS engineer would want it at that severity (a
/// performance finding only if the extra work really happens and costs something).
///
/// A rule ships as a warning only when its measured precision is at least ``warningPrecision`` and its right
/// share of all findings (debatable ones counted as not right) at least ``warningRightShare``; below that it
/// is a note, and `--explain` says why.
public struct MeasuredPrecision: Sendable, Equatable {
  public let right: Int
  public let wrong: Int
  public let debatable: Int
  /// Which projects and round, with the file that holds every judgment.
  public let on: String

  /// The round of December 2026: 15 public SwiftUI projects no rule was developed on, 5 of them held out.
  public static let december2026 = "the 15 public projects added in December 2026, 5 of them held out (Benchmarks/lint-baseline-judgments.md)"

  /// The second round of December 2026: 27 public SwiftUI projects new to the lint set, for the rules added
  /// after the first.
  public static let newRules2026 = "27 public projects new to the lint set, judged in December 2026 (Benchmarks/lint-new-rules-judgments.md)"

  /// The second round's every finding: the same 27 projects and the 5 held out, all rules.
  public static let secondRound2026 = "27 public projects new to the lint set and the 5 held out, judged in December 2026 (Benchmarks/lint-second-round-judgments.md)"
  /// Both rounds of December 2026.
  public static let bothRounds2026 = "the 15 public projects added in December 2026 and 27 more (Benchmarks/lint-rejudge-judgments.md, Benchmarks/lint-second-round-judgments.md)"

  /// Precision and right share a warning needs.
  public static let warningPrecision = 0.85
  public static let warningRightShare = 0.60

  public init(right: Int, wrong: Int, debatable: Int, on: String) {
    self.right = right
    self.wrong = wrong
    self.debatable = debatable
    self.on = on
  }

  /// right / (right + wrong); nil with no finding judged either way.
  public var precision: Double? { right + wrong == 0 ? nil : Double(right) / Double(right + wrong) }
  /// right / all findings.
  public var rightShare: Double? {
    let all = right + wrong + debatable
    return all == 0 ? nil : Double(right) / Double(all)
  }

  /// Whether the figures allow the rule to warn.
  public var allowsWarning: Bool {
    guard let precision, let rightShare else { return false }
    return precision >= Self.warningPrecision && rightShare >= Self.warningRightShare
  }

  /// "4 right, 2 wrong, 0 debatable (precision 67%, right share 67%) on …".
  public var summary: String {
    func percent(_ value: Double?) -> String { value.map { "\(Int(($0 * 100).rounded()))%" } ?? "–" }
    return "\(right) right, \(wrong) wrong, \(debatable) debatable (precision \(percent(precision)), right share "
      + "\(percent(rightShare))) on \(on)"
  }
}
