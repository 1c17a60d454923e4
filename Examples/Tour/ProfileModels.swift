import Lookout
import Observation

// The guides' profile example: a username that rarely changes and a download progress that ticks.

/// Tracked by Lookout.
@Tracked final class TrackedProfile: @unchecked Sendable {
  var username = "Ivan"
  var downloadProgress = 0.0
  @Untracked var analyticsSessionID = "session-1"
}

/// The same model, tracked by the toolchain's Observation.
@Observable final class ObservedProfile: @unchecked Sendable {
  var username = "Ivan"
  var downloadProgress = 0.0
  @ObservationIgnored var analyticsSessionID = "session-1"
}

/// What the demo needs from either model.
protocol ProfileModel: AnyObject, Sendable {
  var username: String { get set }
  var downloadProgress: Double { get set }
  var analyticsSessionID: String { get set }
}

extension TrackedProfile: ProfileModel {}
extension ObservedProfile: ProfileModel {}
