import Foundation

// How sheets and popovers present: their heights, adaptation and background.

/// How a sheet's height is chosen.
nonisolated public struct PresentationDetent: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  public static let medium = PresentationDetent(description: "medium")
  public static let large = PresentationDetent(description: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(description: "fraction(\(ContainerExpansion.number(fraction)))") }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(description: "height(\(ContainerExpansion.number(height)))") }
}

/// How a presentation adapts to compact sizes.
nonisolated public enum PresentationAdaptation: Sendable, Hashable { case automatic, none, popover, sheet, fullScreenCover }

/// Whether content behind a sheet stays interactive.
nonisolated public struct PresentationBackgroundInteraction: Sendable, Hashable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled(\(detent))")
  }
}
