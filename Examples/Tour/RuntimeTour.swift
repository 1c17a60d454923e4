import Lookout
import Observation

/// Part 1 of the tour: which reads are tracked and which writes notify whom, under
/// Lookout and under the toolchain's Observation, side by side. Every line it prints is observed, not
/// scripted: the notifications come from the callbacks themselves.
struct RuntimeTour {
  /// Runs the tour and returns its lines.
  func run() -> [String] {
    var lines: [String] = []
    lines.append("Part 1 — the runtime: who is notified by which write")
    lines.append("")
    lines.append("A profile model (the guides' example): `username` rarely changes, `downloadProgress` ticks.")
    lines.append("Two readers: a header that reads `username`, a progress bar that reads `downloadProgress`.")
    lines.append("Each reader re-arms its tracking after every notification, as a view re-renders.")
    lines.append("")
    let lookout = notifications(TrackedProfile(), track: { apply, onChange in withTracking(apply, onChange: onChange) })
    let observation = notifications(ObservedProfile(), track: { apply, onChange in withObservationTracking(apply, onChange: onChange) })
    lines.append(pad("write", 34) + pad("Lookout (@Tracked)", 26) + "Observation (@Observable)")
    for (write, (ours, theirs)) in zip(writes.map(\.label), zip(lookout, observation)) {
      lines.append(pad(write, 34) + pad(ours, 26) + theirs)
    }
    lines.append("")
    lines.append(lookout == observation
      ? "Same notifications under both: only readers of the written property are told."
      : "The two systems disagree — please report this.")
    lines.append("")
    lines.append(contentsOf: continuousTour())
    return lines
  }

  private struct Write {
    let label: String
    let apply: (any ProfileModel) -> Void
  }

  private var writes: [Write] {
    [
      Write(label: "downloadProgress = 0.25") { $0.downloadProgress = 0.25 },
      Write(label: "downloadProgress = 0.50") { $0.downloadProgress = 0.5 },
      Write(label: "downloadProgress = 0.50 (equal)") { $0.downloadProgress = 0.5 },
      Write(label: "username = \"Ivana\"") { $0.username = "Ivana" },
      Write(label: "analyticsSessionID (untracked)") { $0.analyticsSessionID = "session-2" },
    ]
  }

  /// Performs every write on `model` and returns, for each, the readers it notified.
  private func notifications<Model: ProfileModel>(
    _ model: Model,
    track: (_ apply: () -> Void, _ onChange: @escaping @Sendable () -> Void) -> Void
  ) -> [String] {
    let log = DemoLog()
    func arm(_ reader: String, _ read: @escaping () -> Void) {
      track(read) { log.append(reader) }
    }
    arm("header") { _ = model.username }
    arm("progress bar") { _ = model.downloadProgress }
    arm("session label") { _ = model.analyticsSessionID }
    return writes.map { write in
      log.clear()
      write.apply(model)
      let notified = log.entries
      // Re-arm whoever was notified, as a re-rendered view would.
      for reader in notified {
        switch reader {
        case "header": arm("header") { _ = model.username }
        case "progress bar": arm("progress bar") { _ = model.downloadProgress }
        default: arm(reader) { _ = model.analyticsSessionID }
        }
      }
      return notified.isEmpty ? "nobody" : notified.joined(separator: ", ")
    }
  }

  /// What Observation does not offer before OS 27: tracking that stays armed and runs after the change.
  private func continuousTour() -> [String] {
    var lines = ["Continuous, after-the-change tracking (Lookout only; Observation's onChange fires once, before):"]
    let model = TrackedProfile()
    let log = DemoLog()
    let token = withContinuousTracking(options: .didSet) { event in
      log.append("  \(event.kind == .initial ? "now" : "didSet"): progress is \(Int(model.downloadProgress * 100))%")
    }
    for progress in [0.3, 0.6, 1.0] { model.downloadProgress = progress }
    token.cancel()
    model.downloadProgress = 0
    lines.append(contentsOf: log.entries)
    lines.append("  (cancelled: the last write printed nothing)")
    return lines
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
