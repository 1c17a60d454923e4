import LookoutSyntax
/// How serious a finding is.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  /// Worth knowing, not necessarily wrong: never fails a run.
  case note
  /// Likely wrong: fails a run only with `--fail-on warning`.
  case warning
  /// Certainly wrong at run time, or will not compile with the project's settings.
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// One level less: what a rule reports when it could not resolve something its claim rests on.
  public var lowered: Severity {
    switch self {
    case .error: .warning
    case .warning, .note: .note
    }
  }
}

/// One problem a rule found: where, what to do, and (when certain) the edit that fixes it.
public struct Finding: Sendable, Hashable {
  public let ruleID: String
  public internal(set) var severity: Severity
  public let file: String
  public let line: Int
  public let column: Int
  public let message: String
  /// Edits that fix it with certainty (applied by `--fix`); empty when the fix needs a person.
  let fix: [Edit]

  public var isFixable: Bool { !fix.isEmpty }

  public static func == (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.ruleID, lhs.file, lhs.line, lhs.column, lhs.message) == (rhs.ruleID, rhs.file, rhs.line, rhs.column, rhs.message)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ruleID)
    hasher.combine(file)
    hasher.combine(line)
    hasher.combine(column)
  }
}

extension Finding {
  /// The finding one level lower, saying why: nothing in a file that no target of its Xcode project compiles
  /// is built or runs, so it can neither break the build nor misbehave.
  var inFileNoTargetCompiles: Finding {
    Finding(ruleID: ruleID, severity: severity.lowered, file: file, line: line, column: column,
            message: message + " (no target of its Xcode project compiles this file)", fix: fix)
  }
}
