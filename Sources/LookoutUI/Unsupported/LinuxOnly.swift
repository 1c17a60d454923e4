// LookoutUI is SwiftUI's state and update semantics for `swift test` on Linux, where SwiftUI does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, views run in SwiftUI
// itself (README: What works where). Depend on LookoutUI with `condition: .when(platforms: [.linux])`.
