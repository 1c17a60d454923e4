// `swift run lookout-tour`: the whole system in one run — the runtime, headless SwiftUI, then `lookout migrate`,
// `lookout lint` and `lookout why` on the bundled app. Every line it prints is observed, not scripted.

print("Lookout — Swift Observation's semantics, everywhere, faster. A guided tour.")
print()
RuntimeTour().run().forEach { print($0) }
print()
#if os(Linux)
MainActor.assumeIsolated { UITour().run() }.forEach { print($0) }
#else
print("Part 2 — the views: LookoutUI, SwiftUI headless for `swift test`, runs on Linux (your CI); on a Mac,")
print("your views run in SwiftUI itself. Run this tour on Linux to see it.")
#endif
print()
MigrationTour.run().forEach { print($0) }
print()
WhyTour.run().forEach { print($0) }
print()
print("Next: `swift run -c release lookout-bench runtime` measures both systems; `swift test` runs the suite.")
