// LookoutOS stands in for Apple's `os` in `swift test` on Linux, where it does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, code uses `os` itself
// (README: What works where). Depend on LookoutOS with `condition: .when(platforms: [.linux])`.
