// LookoutCoreTransferable stands in for Apple's `CoreTransferable` in `swift test` on Linux, where it does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, code uses `CoreTransferable` itself
// (README: What works where). Depend on LookoutCoreTransferable with `condition: .when(platforms: [.linux])`.
