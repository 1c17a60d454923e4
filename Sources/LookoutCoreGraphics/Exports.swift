// CoreGraphics's geometry (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) is in Foundation on Linux: code that
// imports CoreGraphics for those gets them through this module. What Foundation lacks there (affine
// transforms, vectors, paths, colours, line styles) is in the files beside this one.
@_exported import Foundation
// Its C types (`CGPathElement`), which C functions and blocks can take.
@_exported import LookoutCoreGraphicsTypes
