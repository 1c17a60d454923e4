// LookoutCombine is the small Combine that `import SwiftUI` code needs on Linux, where Combine does not exist.
// On Apple platforms the manifest builds this module from this file alone: there, code uses Combine itself
// (README: What works where). Depend on LookoutCombine with `condition: .when(platforms: [.linux])`.
