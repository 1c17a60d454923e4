// SwiftUI re-exports Foundation and Observation: view code uses `Date`, `URL` and `@Observable` without
// importing them. LookoutUI does the same, so such code compiles unchanged against it. On Linux, `URLSession`
// lives in FoundationNetworking, which Foundation includes on Apple platforms.
@_exported import Foundation
@_exported import Observation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// What Foundation has on Apple platforms and lacks on Linux (`LocalizedStringResource`, `NSItemProvider`).
@_exported import LookoutFoundationParity
// SwiftUI re-exports Combine: `ObservableObject`, `@Published` and `AnyCancellable` come with it.
@_exported import LookoutCombine
// SwiftUI brings UIKit on iOS and AppKit on macOS (and CoreGraphics with both): view code uses `UIColor`,
// `UIScreen`, `NSColor` without importing them. Linux is both: `canImport(UIKit)` holds when UIKit's stand-in is
// aliased, while `os(iOS)` does not, so code takes iOS's `#if canImport(UIKit)` branches and macOS's `#else`
// branches of `#if os(iOS)`. LookoutUI brings both stand-ins.
@_exported import LookoutUIKit
@_exported import LookoutAppKit
// SwiftUI re-exports CoreTransferable (`Transferable` for `.draggable`, `.dropDestination`, `ShareLink`), whose
// stand-in brings UniformTypeIdentifiers' (`UTType`).
@_exported import LookoutCoreTransferable
