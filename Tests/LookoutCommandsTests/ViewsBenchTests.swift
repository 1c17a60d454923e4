import Foundation
import LookoutTestSupport
import Testing

/// `lookout-bench views`: what each model evaluates for one change, with the peer in the same run.
@Suite struct ViewsBenchTests {
  @Test func eachModelEvaluatesWhatSwiftUIWouldAndMountsAreReportedPerRow() throws {
    let run = try ToolBinary.runBench(["views", "--quick", "--only", "profile", "--json"])
    #expect(run.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let scenarios = try #require(json["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == 1)
    let models = try #require(scenarios.first?["models"] as? [[String: Any]])
    let evaluations = Dictionary(uniqueKeysWithValues: models.map { ($0["model"] as? String ?? "", $0["body_evaluations"] as? Int) })
    // The header reads `username`; a tick changes `downloadProgress`: the legacy model invalidates every
    // holder of the object, the observation models only the view that read the progress.
    #expect(evaluations == ["ObservableObject": 3, "Observable": 1, "Tracked": 1])
    #expect(models.allSatisfy { $0.keys.contains("best_mount_us_per_row") && ($0["update_us"] as? Double ?? -1) >= 0 })
  }

  @Test func theTableNamesTheModelsAndTheRatios() throws {
    let run = try ToolBinary.runBench(["views", "--quick", "--only", "profile"])
    #expect(run.output.contains("best µs/row"))
    #expect(run.output.contains("update time Observable / Tracked:"))
    #if DEBUG
    #expect(run.error.contains("swift run -c release lookout-bench views"), "a debug build says how to measure")
    #endif
  }
}
