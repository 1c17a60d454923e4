#if os(Linux)
import SwiftUI

/// A report's body evaluations, with each tracking view's evaluation counted as its enclosing view's: the
/// content closure of `WithTracking` is that view's body content, run again. `tracking` counts them apart.
struct AttributedEvaluations: Equatable, CustomStringConvertible {
  var app: [String] = []
  var tracking = 0

  init(_ report: UpdateReport) {
    for evaluation in report.evaluations {
      guard evaluation.view == "WithTracking" else {
        app.append(evaluation.view)
        continue
      }
      tracking += 1
      // ".../CounterDisplay/WithTracking": the nearest enclosing component that is not a primitive layout.
      let enclosing = evaluation.path.split(separator: "/").dropLast().last { !Self.primitives.contains(String($0)) }
      app.append(enclosing.map(String.init) ?? evaluation.path)
    }
  }

  /// Container views of SwiftUI's that can sit between a view and its tracking view.
  static let primitives: Set<String> = ["VStack", "HStack", "ZStack", "Group", "List", "ForEach", "NavigationStack", "ScrollView", "LazyVStack"]

  var description: String { "\(app) (+\(tracking) tracking)" }
}
#endif
