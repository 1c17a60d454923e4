// LookoutUIKit stands in for Apple's `UIKit` in `swift test` on Linux, where it does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, code uses `UIKit` itself
// (README: What works where). Depend on LookoutUIKit with `condition: .when(platforms: [.linux])`.
