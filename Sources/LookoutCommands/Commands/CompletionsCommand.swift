/// `lookout completions <shell>`: a completion script for bash, zsh or fish.
enum CompletionsCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "completions", abstract: "Print a shell completion script (bash, zsh or fish)",
      discussion: "Example: lookout completions bash > /usr/local/etc/bash_completion.d/lookout",
      arguments: [ArgumentSpec(name: "shell", help: "bash, zsh or fish")],
      action: run)
  }

  static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    guard let shell = arguments.positional.first, Completions.shells.contains(shell) else {
      terminal.error(UsageError(message: "name a shell: \(CommandParser.listed(Completions.shells))", commandPath: arguments.commandPath).description)
      return ExitStatus.usage
    }
    terminal.line(Completions.script(for: shell, root: LookoutCommandLine.root))
    return ExitStatus.success
  }
}
