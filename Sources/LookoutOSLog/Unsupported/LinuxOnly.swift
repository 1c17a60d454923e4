// LookoutOSLog stands in for Apple's `OSLog` in `swift test` on Linux, where it does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, code uses `OSLog` itself
// (README: What works where). Depend on LookoutOSLog with `condition: .when(platforms: [.linux])`.
