import Foundation
import LookoutCommands

// `swift run -c release lookout-bench <suite>`: Lookout's benchmark programs, each printing figures (or
// `--json`) side by side with its peer. An executable of their own, so that `lookout` builds only the tools.
let terminal = Terminal.standard()
exit(terminal.finish(LookoutCommandLine.run(
  Array(CommandLine.arguments.dropFirst()), root: BenchCommand.spec,
  version: "lookout-bench \(LookoutCommandLine.version)", terminal: terminal)))
