// AppKit comes with Foundation and CoreGraphics on macOS.
@_exported import Foundation
@_exported import LookoutCoreGraphics
