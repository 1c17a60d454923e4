// Copied into the scratch package `lookout-bench compat --apps` writes, beside the drivers; not built here.
// A driver mounts an app's root scene and drives it; each line it prints (`APP|name|kind|text`) is read back
// by the benchmark.
#if os(Linux)
import LookoutUI

/// One app's run: mounted, then driven step by step; the bodies each update evaluated are counted by view.
@MainActor
final class AppRun {
  let name: String
  let host: ViewHost
  private(set) var counts: [String: Int] = [:]

  init(_ name: String, _ host: ViewHost) {
    self.name = name
    self.host = host
    count(host.lastUpdate)
    emit("mounted", "\(host.elements.count) elements, \(host.lastUpdate.views.count) bodies")
  }

  /// An interaction: what it evaluated, or why it could not be done.
  func step(_ title: String, _ action: (ViewHost) throws -> UpdateReport) {
    do {
      let report = try action(host)
      count(report)
      emit("step", "\(title) → \(report.views.isEmpty ? "no body" : report.views.joined(separator: ", "))")
    } catch {
      emit("failed", "\(title): \(error)")
    }
  }

  func step(_ title: String, _ action: (ViewHost) async throws -> UpdateReport) async {
    do {
      let report = try await action(host)
      count(report)
      emit("step", "\(title) → \(report.views.isEmpty ? "no body" : report.views.joined(separator: ", "))")
    } catch {
      emit("failed", "\(title): \(error)")
    }
  }

  /// A fact about the screen after the steps (`shows: 3 Sandwiches`).
  func check(_ title: String, _ holds: Bool) { emit(holds ? "step" : "failed", "\(title)\(holds ? "" : " (not so)")") }

  func finish() {
    emit("counts", counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
  }

  private func count(_ report: UpdateReport) { for view in report.views { counts[view, default: 0] += 1 } }
  private func emit(_ kind: String, _ text: String) { print("APP|\(name)|\(kind)|\(text.replacingOccurrences(of: "\n", with: " "))") }
}
#endif
