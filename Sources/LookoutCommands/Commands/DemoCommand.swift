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
    MainActor.assumeIsolated { UITour().run() }.forEach { terminal.line($0) }
    terminal.line()
    MigrationTour.run().forEach { terminal.line($0) }
    terminal.line()
    terminal.line("Next: `swift run -c release lookout bench runtime` measures both systems; `swift test` runs the suite.")
    return ExitStatus.success
  }
}
