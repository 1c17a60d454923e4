import LookoutUI
import Testing

/// Keyframe timelines compute their values as SwiftUI's do; a view's keyframe animator is shown at rest.
@MainActor @Suite struct KeyframeAndCurveTests {
  struct Wiggle {
    var scale = 1.0
    var angle = 0.0
  }

  @Test func aTimelineRunsItsTracksTogetherFromTheInitialValue() {
    let timeline = KeyframeTimeline(initialValue: Wiggle()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 1)
        MoveKeyframe(0.5)
      }
      KeyframeTrack(\.angle) {
        CubicKeyframe(90, duration: 2)
      }
    }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: 0.5).scale == 1.5)
    #expect(timeline.value(time: 1.5).scale == 0.5)
    #expect(timeline.value(time: 1).angle == 45, "an ease-in-out curve is halfway at half time")
    #expect(timeline.value(progress: 1).angle == 90)
  }

  @Test func curvesAndSpringsEndWhereTheyAim() {
    #expect(abs(UnitCurve.linear.value(at: 0.25) - 0.25) < 1e-6)
    #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.315) < 0.01)
    let spring = Spring(duration: 0.5, bounce: 0)
    #expect(abs(spring.value(target: 1, time: spring.settlingDuration) - 1) < 0.01)
  }

  struct Badge: View {
    var body: some View {
      Text("New")
        .keyframeAnimator(initialValue: Wiggle(), trigger: 0) { content, value in
          content.scaleEffect(value.scale)
        } keyframes: { _ in
          KeyframeTrack(\.scale) { SpringKeyframe(1.2, duration: 0.3) }
        }
    }
  }

  @Test func aKeyframeAnimatorIsShownWithItsInitialValue() {
    #expect(ViewHost(Badge()).render() == #"""
      Badge
        Text "New" [keyframeAnimator: 0.3s, scaleEffect: 1]
      """#)
  }
}
