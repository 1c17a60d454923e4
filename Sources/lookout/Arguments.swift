/// The command line after the subcommand words: flags, options with values, and positional arguments.
struct Arguments {
  private(set) var positional: [String] = []
  private var flags: Set<String> = []
  private var options: [String: [String]] = [:]

  /// Options that take a value (`--format json`, `--only Model`).
  static let valued: Set<String> = ["--format", "--only", "--runtime", "--fail-on", "--explain", "--config"]

  init(_ arguments: [String]) throws(UsageError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        options[String(argument[..<equals]), default: []].append(String(argument[argument.index(after: equals)...]))
      } else if Self.valued.contains(argument) {
        guard index + 1 < arguments.count else { throw UsageError("\(argument) needs a value") }
        options[argument, default: []].append(arguments[index + 1])
        index += 1
      } else if argument.hasPrefix("-"), argument.count > 1 {
        flags.insert(argument)
      } else {
        positional.append(argument)
      }
      index += 1
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  func value(_ option: String) -> String? { options[option]?.last }

  func values(_ option: String) -> [String] { options[option] ?? [] }

  /// Flags that none of `known` names: a typo should be an error, not silently ignored.
  func unknownFlags(known: Set<String>) -> [String] {
    (flags.subtracting(known).sorted()) + options.keys.filter { !known.contains($0) }.sorted()
  }
}

/// A mistake in how the command was called: printed with the usage, exit status 2.
struct UsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
