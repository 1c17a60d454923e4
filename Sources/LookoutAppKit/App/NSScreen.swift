import Foundation

/// A display: a 1440 × 900-point one at 2×, headlessly.
@MainActor @preconcurrency
open class NSScreen: NSObject {
  private static let mainScreen = NSScreen()
  open class var main: NSScreen? { mainScreen }
  open class var screens: [NSScreen] { [mainScreen] }
  open var frame: NSRect = NSRect(x: 0, y: 0, width: 1440, height: 900)
  open var visibleFrame: NSRect { NSRect(x: 0, y: 0, width: frame.width, height: frame.height - 25) }
  open var backingScaleFactor: CGFloat { 2 }
  open var localizedName: String { "Built-in Display" }
}
