// LookoutAppKit stands in for Apple's `AppKit` in `swift test` on Linux, where it does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, code uses `AppKit` itself
// (README: What works where). Depend on LookoutAppKit with `condition: .when(platforms: [.linux])`.
