// UIKit comes with Foundation and CoreGraphics on iOS: `Date`, `CGFloat`, `CGAffineTransform` need no import.
@_exported import Foundation
@_exported import LookoutCoreGraphics
