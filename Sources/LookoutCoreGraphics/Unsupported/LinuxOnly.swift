// LookoutCoreGraphics stands in for Apple's `CoreGraphics` in `swift test` on Linux, where it does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, code uses `CoreGraphics` itself
// (README: What works where). Depend on LookoutCoreGraphics with `condition: .when(platforms: [.linux])`.
