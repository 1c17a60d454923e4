import LookoutDemo

/// `lookout` / `lookout demo`: the guided demonstration.
enum DemoCommand {
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    if let unknown = arguments.unknownFlags(known: []).first { throw UsageError("unknown option '\(unknown)'") }
    Output.line("Lookout — Swift Observation's semantics, everywhere, faster. A guided tour.")
    Output.line()
    RuntimeTour().run().forEach { Output.line($0) }
    Output.line()
    MainActor.assumeIsolated { UITour().run() }.forEach { Output.line($0) }
    Output.line()
    MigrationTour.run().forEach { Output.line($0) }
    Output.line()
    Output.line("Next: `swift run -c release lookout bench runtime` measures both systems; `swift test` runs the suite.")
    return 0
  }
}
