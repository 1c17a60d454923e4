import LookoutCombine
import Foundation
import LookoutUI
import Observation
import Testing

/// Main-run-loop timers fire in a Swift Testing test while the host runs the run loop
/// (`ViewHost.runLoop(for:)`): nothing else runs it there, so a clock view never ticked.
@MainActor @Suite struct RunLoopTimerTests {
  @MainActor @Observable final class Clock {
    var ticks = 0
    @ObservationIgnored private var timer: Timer?
    func start() {
      timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [weak self] _ in
        MainActor.assumeIsolated { self?.ticks += 1 }
      }
    }
    func stop() { timer?.invalidate() }
  }

  struct ClockView: View {
    let clock: Clock
    var body: some View { Text("ticks \(clock.ticks)") }
  }

  struct PublisherView: View {
    @State private var beats = 0
    let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    var body: some View {
      Text("beats \(beats)").onReceive(timer) { _ in beats += 1 }
    }
  }

  @Test func aScheduledTimerTicksWhileTheHostRunsTheRunLoop() async {
    let clock = Clock()
    let host = ViewHost(ClockView(clock: clock))
    clock.start()
    defer { clock.stop() }
    let report = await host.runLoop(for: .milliseconds(200))
    #expect(clock.ticks >= 3, "the timer fired \(clock.ticks) times")
    #expect(report.bodyEvaluations >= 3)
    #expect(host.render().contains("ticks \(clock.ticks)"))
  }

  @Test func aTimerPublisherOnTheMainRunLoopTicksToo() async {
    let host = ViewHost(PublisherView())
    await host.runLoop(for: .milliseconds(200))
    let shown = host.render()
    #expect(!shown.contains("beats 0\""), "\(shown)")
    #expect(shown.contains("beats "))
  }
}

