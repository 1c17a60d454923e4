/// What the parser read for one command: flags given, option values in order, and positional arguments.
struct ParsedArguments {
  /// The command's words, from the tool's name (`lookout lint`), for messages.
  let commandPath: String
  private(set) var flags: Set<String> = []
  private(set) var values: [String: [String]] = [:]
  private(set) var positional: [String] = []

  init(commandPath: String) { self.commandPath = commandPath }

  /// The command's words after the tool's name (`lint`, `bench runtime`).
  var commandWords: [String] { commandPath.split(separator: " ").dropFirst().map(String.init) }

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The option's last value.
  func value(_ option: String) -> String? { values[option]?.last }

  /// Every value given for a repeatable option, comma-separated lists split.
  func values(_ option: String) -> [String] {
    (values[option] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
  }

  mutating func set(_ flag: String) { flags.insert(flag) }
  mutating func add(_ value: String, for option: String) { values[option, default: []].append(value) }
  mutating func add(positional argument: String) { positional.append(argument) }
}

/// A mistake in how a command was called. Printed with a pointer to the command's help; exit status 2.
struct UsageError: Error, CustomStringConvertible {
  let message: String
  /// `lookout lint`: where `--help` explains.
  let commandPath: String

  var description: String { text(Invocation()) }

  /// The message, with the help command spelt for how the tool was run.
  func text(_ invocation: Invocation) -> String {
    let words = commandPath.split(separator: " ").dropFirst().map(String.init)
    return "\(commandPath): \(message)\nRun '\(invocation.command(words + ["--help"]))' for usage."
  }
}

/// The exit statuses of every command (each command's `--help` says what they mean for it).
enum ExitStatus {
  /// Done, completely; nothing to report at or above the failure threshold.
  static let success: Int32 = 0
  /// Done, and it found something or could not do all of it: lint findings, a file not read, a refused
  /// migration, a file left untouched, a write that failed.
  static let failure: Int32 = 1
  /// Not done: the command line or the input was wrong (unknown option, missing path, bad configuration).
  static let usage: Int32 = 2
}
