/// What the parser read for one command: flags given, option values in order, and positional arguments.
package struct ParsedArguments {
  /// The command's words, from the tool's name (`lookout lint`), for messages.
  package let commandPath: String
  private(set) var flags: Set<String> = []
  private(set) var values: [String: [String]] = [:]
  package private(set) var positional: [String] = []

  init(commandPath: String) { self.commandPath = commandPath }

  package func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The option's last value.
  package func value(_ option: String) -> String? { values[option]?.last }

  /// Every value given for a repeatable option, comma-separated lists split.
  package func values(_ option: String) -> [String] {
    (values[option] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
  }

  mutating func set(_ flag: String) { flags.insert(flag) }
  mutating func add(_ value: String, for option: String) { values[option, default: []].append(value) }
  mutating func add(positional argument: String) { positional.append(argument) }
  mutating func removeFirstPositional() { if !positional.isEmpty { positional.removeFirst() } }
}

/// A mistake in how a command was called. Printed with a pointer to the command's help; exit status 2.
package struct UsageError: Error, CustomStringConvertible {
  package let message: String
  /// `lookout lint`: where `--help` explains.
  package let commandPath: String

  package init(message: String, commandPath: String) {
    self.message = message
    self.commandPath = commandPath
  }

  package var description: String { "\(commandPath): \(message)\nRun '\(commandPath) --help' for usage." }
}

/// The exit statuses of every command.
package enum ExitStatus {
  /// Done; nothing to report at or above the failure threshold.
  package static let success: Int32 = 0
  /// Done, and it found something (lint findings, a refused or failed migration).
  package static let failure: Int32 = 1
  /// Not done: the command line or the input was wrong (unknown option, missing path, bad configuration).
  package static let usage: Int32 = 2
}
