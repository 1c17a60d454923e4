// SwiftUI re-exports Foundation and Observation: view code uses `Date`, `URL` and `@Observable` without
// importing them. LookoutUI does the same, so such code compiles unchanged against it. On Linux, `URLSession`
// lives in FoundationNetworking, which Foundation includes on Apple platforms.
@_exported import Foundation
@_exported import Observation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// SwiftUI re-exports Combine: `ObservableObject`, `@Published` and `AnyCancellable` come with it.
@_exported import LookoutCombine
// On iOS, SwiftUI brings UIKit (and with it CoreGraphics): view code uses `UIColor`, `UIFont`, `UIScreen`
// without importing them. LookoutUI brings UIKit's stand-in. AppKit's and UniformTypeIdentifiers' come only
// with their own imports, as on Apple platforms.
@_exported import LookoutUIKit
