// LookoutUI on Linux (the module `import SwiftUI` means in Linux test targets); Apple's SwiftUI elsewhere.
#if os(Linux)
import LookoutUI
#else
import SwiftUI
#endif

/// Whether SwiftUI tracks the body being evaluated now with Observation, as it does from iOS 17, macOS 14,
/// tvOS 17 and watchOS 10: then a `@Tracked` model read in `body` updates the view by itself (a `@Tracked`
/// class is Observation's `Observable`), and the bridge steps aside.
///
/// The one place that asks which system runs the views. On Apple platforms that is the OS; under LookoutUI,
/// where `#available` always holds on Linux, it is the system the host reproduces
/// (`ViewHost(…, system: .iOS16)`), so Linux tests run the bridge's branch for each system.
enum BodyObservation {
  @MainActor static var isActive: Bool {
    #if os(Linux)
    return SwiftUISystem.evaluating == .iOS17
    #else
    if #available(SwiftUIObservation, *) { return true }
    return false
    #endif
  }
}
