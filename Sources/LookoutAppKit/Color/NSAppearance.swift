import Foundation
import LookoutUIKit

/// An appearance: light (aqua) or dark. Dynamic colours resolve against `NSAppearance.currentDrawing()`, which
/// follows the colour scheme of the view the headless host is building, as UIKit's traits do.
public final class NSAppearance: NSObject, @unchecked Sendable {
  public let name: Name

  public init?(named name: Name) { self.name = name }
  init(name: Name) { self.name = name }

  /// An appearance's name.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let aqua = Name("NSAppearanceNameAqua")
    public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
    public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
  }

  /// The first of `appearances` this one matches (dark ones match dark names).
  public func bestMatch(from appearances: [Name]) -> Name? {
    appearances.first { ($0 == .darkAqua || $0 == .vibrantDark) == isDark }
  }

  package var isDark: Bool { name == .darkAqua || name == .vibrantDark }

  /// The appearance drawing happens in now: the current traits' (set by the host from the environment).
  public static func currentDrawing() -> NSAppearance {
    NSAppearance(name: UITraitCollection.current.userInterfaceStyle == .dark ? .darkAqua : .aqua)
  }
  public static var current: NSAppearance! {
    get { currentDrawing() }
    set {}
  }
  /// Runs `block` with this appearance as the drawing one.
  public func performAsCurrentDrawingAppearance(_ block: () -> Void) {
    UITraitCollection(userInterfaceStyle: isDark ? .dark : .light).performAsCurrent(block)
  }
}
