/// `--help` for a command, from its declaration.
enum HelpText {
  static func render(_ path: [CommandSpec]) -> String {
    let command = path.last!
    let words = path.map(\.name).joined(separator: " ")
    var lines = ["OVERVIEW: \(command.abstract)", ""]
    var usage = "USAGE: \(words)"
    if !command.subcommands.isEmpty { usage += command.action == nil ? " <subcommand>" : " [<subcommand>]" }
    for argument in command.arguments { usage += argument.repeatable ? " [<\(argument.name)> ...]" : " <\(argument.name)>" }
    usage += " [options]"
    lines.append(usage)
    if !command.discussion.isEmpty {
      lines.append("")
      lines.append(command.discussion)
    }
    if !command.arguments.isEmpty {
      lines.append("")
      lines.append("ARGUMENTS:")
      lines += table(command.arguments.map { ("<\($0.name)>" + ($0.repeatable ? " ..." : ""), $0.help) })
    }
    lines.append("")
    lines.append("OPTIONS:")
    var options = command.options.map { option in
      ((option.short.map { "\($0), " } ?? "") + option.synopsis, option.help + (option.repeatable ? " (repeatable)" : ""))
    }
    if path.count == 1 { options.append(("--version", "Show the version")) }
    options.append(("-h, --help", "Show this help"))
    lines += table(options)
    if !command.subcommands.isEmpty {
      lines.append("")
      lines.append("SUBCOMMANDS:")
      lines += table(command.subcommands.map { ($0.name, $0.abstract) })
      lines.append("")
      lines.append("See '\(words) <subcommand> --help' for each subcommand's options.")
    }
    return lines.joined(separator: "\n")
  }

  /// Two columns, the second aligned.
  private static func table(_ rows: [(String, String)]) -> [String] {
    let width = min(36, (rows.map(\.0.count).max() ?? 0) + 2)
    return rows.map { left, right in
      let pad = left.count < width ? String(repeating: " ", count: width - left.count) : "\n  " + String(repeating: " ", count: width)
      return "  " + left + pad + right
    }
  }
}
