// LookoutUniformTypeIdentifiers stands in for Apple's `UniformTypeIdentifiers` in `swift test` on Linux, where it does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, code uses `UniformTypeIdentifiers` itself
// (README: What works where). Depend on LookoutUniformTypeIdentifiers with `condition: .when(platforms: [.linux])`.
