/// The system whose SwiftUI a ``ViewHost`` reproduces, where the systems differ in what updates a view.
public enum SwiftUISystem: Sendable, Hashable {
  /// iOS 17, macOS 14, tvOS 17, watchOS 10 and later (the default): every body runs under Observation's
  /// tracking, so a view updates when an `@Observable` (or `@Tracked`) property it read changes.
  case iOS17
  /// iOS 13–16, macOS 10.15–13 and their siblings: SwiftUI knows no Observation. Reading an `@Observable`
  /// or `@Tracked` model in `body` updates nothing; only `ObservableObject`, `@State`, bindings and the
  /// environment do.
  case iOS16
}

extension SwiftUISystem {
  /// The system whose SwiftUI runs the body being evaluated now: the host's (`ViewHost(…, system:)`), or
  /// `.iOS17` outside any body. On Apple platforms code asks `#available(iOS 17, macOS 14, *)` instead; a
  /// bridge written for both (LookoutSwiftUI's `WithTracking`) asks this on Linux, so that its tests run
  /// the branch for each system.
  @MainActor public static var evaluating: SwiftUISystem { EvaluationContext.current?.system ?? .iOS17 }
}
