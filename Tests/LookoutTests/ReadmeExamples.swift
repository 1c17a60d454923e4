// The README's runtime examples, as they appear there (ReadmeTests checks that every Swift block of the
// README is found in one of these files), compiled here and run by the test below.
import Lookout
import Testing

@MainActor @Tracked final class ProfileModel {
    var username = "Ivan"
    var downloadProgress = 0.0                  // ticks 60 times a second
    @Untracked var analyticsSessionID = 0
    var isDone: Bool { downloadProgress >= 1 }  // tracked through what it reads
}

@MainActor func readmeTracking() -> ProfileModel {
    let model = ProfileModel()

    // One-shot, Apple's semantics: called once, before the change, on the writing thread.
    withTracking {
        print(model.username)
    } onChange: {
        print("username is about to change")
    }

    // After the change, so the new value is readable (Observation offers only willSet before OS 27).
    withTracking(options: .didSet) { _ = model.isDone } onChange: { event in
        MainActor.assumeIsolated { print("done:", model.isDone, "after", event) }  // "didSet ProfileModel.downloadProgress"
    }

    // Continuous: runs now and after every change, re-recording what it reads, until the token goes.
    let token = withContinuousTracking { _ in
        MainActor.assumeIsolated { print("progress:", model.downloadProgress) }
    }
    token.cancel()
    return model
}

@MainActor func readmeValues(_ model: ProfileModel) async {
    // Values over time, with SE-0475's coalescing.
    for await progress in model.values(of: \.downloadProgress) { print(progress) }
    for await text in TrackedValues({ "\(model.username): \(model.downloadProgress)" }) { print(text) }
}

@MainActor @Suite struct ReadmeExampleTests {
  @Test func theUsageExamplesRun() async {
    let model = readmeTracking()
    model.downloadProgress = 1
    model.username = "Olga"
    #expect(model.isDone)
    // The value streams run until their task is cancelled.
    let values = Task { await readmeValues(model) }
    try? await Task.sleep(nanoseconds: 10_000_000)
    values.cancel()
    await values.value
  }
}
