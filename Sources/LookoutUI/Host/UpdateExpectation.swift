/// An update that did not evaluate the views a test expected: which ran and should not have, which should
/// have and did not, and why each extra one ran.
public struct UpdateExpectationFailure: Error, CustomStringConvertible {
  public let expected: [String]
  public let report: UpdateReport

  public var description: String {
    var remaining = report.views
    var missing: [String] = []
    for view in expected {
      if let index = remaining.firstIndex(of: view) { remaining.remove(at: index) } else { missing.append(view) }
    }
    var lines = ["expected the update to evaluate \(expected), it evaluated \(report.views)"]
    for view in missing { lines.append("  - \(view) did not run") }
    for view in remaining {
      let evaluation = report.evaluations.first { $0.view == view }
      lines.append("  + \(evaluation?.description ?? view)")
    }
    return lines.joined(separator: "\n")
  }
}

extension ViewHost {
  /// Runs `interaction` (a tap, a typed text…) and checks that the update evaluated exactly `views` (type
  /// names, in any order). Throws ``UpdateExpectationFailure`` with the extra and missing evaluations and
  /// their causes: a thrown error fails the test in Swift Testing and in XCTest alike.
  ///
  /// ```swift
  /// try host.expectUpdate(evaluating: ["CounterDisplay"]) { try host.tap("Add 1") }
  /// ```
  @discardableResult
  public func expectUpdate(evaluating views: [String], _ interaction: () throws -> UpdateReport) throws -> UpdateReport {
    let report = try interaction()
    guard report.views.sorted() == views.sorted() else { throw UpdateExpectationFailure(expected: views, report: report) }
    return report
  }

  /// Makes the changes in `changes` (model writes), runs the update, and checks it as above.
  @discardableResult
  public func expectUpdate(evaluating views: [String], after changes: () throws -> Void) throws -> UpdateReport {
    try expectUpdate(evaluating: views) {
      try changes()
      return update()
    }
  }
}
