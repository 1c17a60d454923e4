// AppKit comes with Foundation and CoreGraphics on macOS. The text and layout types AppKit shares with UIKit
// (paragraph styles, alignment, constraints, key-value observing) are one declaration, re-exported here and by
// UIKit's stand-in, so that a file that sees both (LookoutUI brings both) finds one of each.
@_exported import Foundation
@_exported import LookoutCoreGraphics
@_exported import enum LookoutUIKit.NSTextAlignment
@_exported import enum LookoutUIKit.NSLineBreakMode
@_exported import struct LookoutUIKit.NSUnderlineStyle
@_exported import class LookoutUIKit.NSParagraphStyle
@_exported import class LookoutUIKit.NSMutableParagraphStyle
@_exported import class LookoutUIKit.NSShadow
@_exported import struct LookoutUIKit.NSDirectionalEdgeInsets
@_exported import class LookoutUIKit.NSLayoutConstraint
@_exported import class LookoutUIKit.NSLayoutAnchor
@_exported import class LookoutUIKit.NSLayoutXAxisAnchor
@_exported import class LookoutUIKit.NSLayoutYAxisAnchor
@_exported import class LookoutUIKit.NSLayoutDimension
@_exported import struct LookoutUIKit.NSKeyValueObservingOptions
@_exported import struct LookoutUIKit.NSKeyValueObservedChange
@_exported import class LookoutUIKit.NSKeyValueObservation
