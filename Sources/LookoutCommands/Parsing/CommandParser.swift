/// Reads a command line against the declared commands.
enum CommandParser {
  /// What the command line asks for.
  enum Request {
    /// Run `command` (the last of `path`) with these arguments.
    case run(path: [CommandSpec], arguments: ParsedArguments)
    /// Print the help of the last command of `path`.
    case help(path: [CommandSpec])
    /// Print the tool's version.
    case version
  }

  /// Parses `arguments` (without the tool's own name). `--help` anywhere asks for the help of the command
  /// reached so far; `--version` is the root's.
  static func parse(_ arguments: [String], root: CommandSpec) throws(UsageError) -> Request {
    var path = [root]
    var index = 0
    // `lookout help lint` is `lookout lint --help`.
    if arguments.first == "help" {
      for word in arguments.dropFirst() {
        guard let next = path.last!.subcommand(named: word) else {
          throw UsageError(message: "no command '\(word)' to explain", commandPath: path.map(\.name).joined(separator: " "))
        }
        path.append(next)
      }
      return .help(path: path)
    }
    // Subcommand words come first: `lookout lint --format json`.
    while index < arguments.count, let next = path.last!.subcommand(named: arguments[index]) {
      path.append(next)
      index += 1
    }
    let command = path.last!
    let commandPath = path.map(\.name).joined(separator: " ")
    var parsed = ParsedArguments(commandPath: commandPath)
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.add(positional: argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" { return .help(path: path) }
      if argument == "--version", path.count == 1 { return .version }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = command.option(named: name) else {
        throw UsageError(message: unknownOptionMessage(name, command: command), commandPath: commandPath)
      }
      guard option.takesValue else {
        if inlineValue != nil { throw UsageError(message: "\(option.name) takes no value", commandPath: commandPath) }
        parsed.set(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError(message: "\(option.name) needs a value: \(option.synopsis)", commandPath: commandPath)
        }
        value = arguments[index]
        index += 1
      }
      if !option.choices.isEmpty, !option.choices.contains(value) {
        throw UsageError(
          message: "\(option.name) must be \(listed(option.choices)), not '\(value)'", commandPath: commandPath)
      }
      if !option.repeatable, parsed.value(option.name) != nil {
        throw UsageError(message: "\(option.name) is given twice", commandPath: commandPath)
      }
      parsed.add(value, for: option.name)
    }
    if !parsed.positional.isEmpty {
      if command.arguments.isEmpty {
        let names = command.subcommands.map(\.name)
        let close = closeMatches(to: parsed.positional[0], among: names)
        let what = command.subcommands.isEmpty
          ? "takes no arguments"
          : "has no subcommand '\(parsed.positional[0])'" + (close.isEmpty ? "" : "; did you mean \(listed(close))?")
            + " (\(listed(names)))"
        throw UsageError(message: "\(what)", commandPath: commandPath)
      }
      if !command.arguments.contains(where: \.repeatable), parsed.positional.count > command.arguments.count {
        throw UsageError(message: "too many arguments: \(parsed.positional.joined(separator: " "))", commandPath: commandPath)
      }
    }
    return .run(path: path, arguments: parsed)
  }

  private static func unknownOptionMessage(_ name: String, command: CommandSpec) -> String {
    let close = closeMatches(to: name, among: command.options.map(\.name))
    return "unknown option '\(name)'" + (close.isEmpty ? "" : "; did you mean \(listed(close))?")
  }

  /// What "did you mean" offers for `word`: the candidates within two edits of it, case aside, closest
  /// first, at most three.
  static func closeMatches(to word: String, among candidates: [String]) -> [String] {
    let lowered = word.lowercased()
    let scored = Set(candidates).map { (name: $0, distance: editDistance($0.lowercased(), lowered)) }
      .filter { $0.distance <= min(2, max(1, word.count / 3)) && $0.name != word }
    return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
  }

  /// `a, b or c`.
  static func listed(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + words.last!
  }

  private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
