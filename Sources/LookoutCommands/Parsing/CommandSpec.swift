import LookoutSyntax
/// A command of the `lookout` tool, declared once: its name, help, positional arguments, options and
/// subcommands. Parsing, `--help`, usage errors and shell completions are all derived from it.
package struct CommandSpec {
  package let name: String
  /// One line, shown in the parent's command list and at the top of the command's help.
  package let abstract: String
  /// More help, shown after the usage line.
  package var discussion = ""
  package var arguments: [ArgumentSpec] = []
  package var options: [OptionSpec] = []
  package var subcommands: [CommandSpec] = []
  /// Runs the command with what the parser read; returns the exit status. Commands with subcommands and
  /// no action of their own print their help.
  package var action: ((ParsedArguments, Terminal) -> Int32)?

  package init(
    name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    subcommands: [CommandSpec] = [], action: ((ParsedArguments, Terminal) -> Int32)? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.action = action
  }

  func subcommand(named name: String) -> CommandSpec? { subcommands.first { $0.name == name } }

  func option(named name: String) -> OptionSpec? { options.first { $0.name == name || $0.short == name } }
}

/// A positional argument: paths, a suite name.
package struct ArgumentSpec {
  package let name: String
  package let help: String
  /// Takes any number of values (`<path>…`).
  package var repeatable = false

  package init(name: String, help: String, repeatable: Bool = false) {
    self.name = name
    self.help = help
    self.repeatable = repeatable
  }
}

/// An option: a flag (`--write`) or an option with a value (`--format json`, `--format=json`).
package struct OptionSpec {
  let name: String
  /// A one-dash alias (`-q`).
  var short: String?
  /// The value's placeholder (`format`); nil for a flag.
  var valueName: String?
  /// The values allowed, when it is a closed set (`text`, `json`, `sarif`).
  var choices: [String] = []
  /// May be given more than once (`--only A --only B`).
  var repeatable = false
  let help: String

  package static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, help: help)
  }

  package static func value(
    _ name: String, _ valueName: String, choices: [String] = [], repeatable: Bool = false, _ help: String
  ) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, choices: choices, repeatable: repeatable, help: help)
  }

  var takesValue: Bool { valueName != nil }

  /// `--format <text|json|sarif>`, `--only <type>`, `--write`.
  var synopsis: String {
    guard let valueName else { return name }
    return "\(name) <\(choices.isEmpty ? valueName : choices.joined(separator: "|"))>"
  }
}

/// The options every command shares with its relatives, declared once.
package enum SharedOptions {
  static let help = OptionSpec.flag("--help", short: "-h", "Show this help")
  package static let json = OptionSpec.flag("--json", "Machine-readable output (JSON)")
  static let noColor = OptionSpec.flag("--no-color", "No colour, even on a terminal (also: NO_COLOR=1)")
  static let jobs = OptionSpec.value("--jobs", "count", "Threads to use (default: one per core); the output is the same for any count")
  static let paths = ArgumentSpec(name: "path", help: "Files or directories to work on", repeatable: true)
  static let xcode = OptionSpec.value("--xcode", "version",
    "The Xcode (and SwiftUI) the project builds with (default: \"xcode\" in .lookout.json, else 26); from 27, @State builds its initial value once per view identity")
  static let config = OptionSpec.value("--config", "file", "Configuration file (default: .lookout.json in the project root)")
}

extension ParsedArguments {
  /// `--jobs`, checked: a positive number.
  func jobs() throws(UsageError) -> Int? {
    guard let text = value("--jobs") else { return nil }
    guard let count = Int(text), count > 0 else {
      throw UsageError(message: "--jobs must be a positive number, not '\(text)'", commandPath: commandPath)
    }
    return count
  }

  /// The project's configuration (`--config`, else `.lookout.json`), with `--xcode` applied.
  func projectConfiguration(roots: [String]) throws -> ProjectConfiguration {
    var configuration = try ProjectConfiguration.load(value("--config"), roots: roots)
    if let text = value("--xcode") {
      guard let generation = Int(text).flatMap({ SwiftUIGeneration(xcode: $0) }) else {
        throw UsageError(message: "--xcode must be a major Xcode version such as 26 or 27, not '\(text)'", commandPath: commandPath)
      }
      configuration.swiftUI = generation
    }
    return configuration
  }
}
