import LookoutDemo

/// `lookout` / `lookout demo`: the guided tour.
enum DemoCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "demo", abstract: "The guided tour: the runtime, headless SwiftUI, then migrate and lint (the default)",
      action: run)
  }

  static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    terminal.line("Lookout — Swift Observation's semantics, everywhere, faster. A guided tour.")
    terminal.line()
    RuntimeTour().run().forEach { terminal.line($0) }
    terminal.line()
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
      MainActor.assumeIsolated { UITour().run() }.forEach { terminal.line($0) }
    } else {
      terminal.line("(The headless SwiftUI part of the tour needs Observation: macOS 14 or later.)")
    }
    terminal.line()
    MigrationTour.run().forEach { terminal.line($0) }
    terminal.line()
    terminal.line("Next: `swift run -c release lookout bench runtime` measures both systems; `swift test` runs the suite.")
    return ExitStatus.success
  }
}
