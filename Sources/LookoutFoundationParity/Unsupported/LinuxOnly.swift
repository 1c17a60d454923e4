// LookoutFoundationParity is what Foundation has on Apple platforms and lacks on Linux, for `swift test` on
// Linux. On Apple platforms the manifest builds this module from this file alone: there, Foundation has it all
// (README: What works where). Depend on LookoutFoundationParity with `condition: .when(platforms: [.linux])`.
