import Foundation

/// Shell completion scripts, from the command declarations.
enum Completions {
  static let shells = ["bash", "zsh", "fish"]

  static func script(for shell: String, root: CommandSpec) -> String {
    switch shell {
    case "zsh": zsh(root)
    case "fish": fish(root)
    default: bash(root)
    }
  }

  /// Every command with its words (`["lookout", "bench", "runtime"]`).
  private static func commands(_ root: CommandSpec) -> [(words: [String], spec: CommandSpec)] {
    var found: [([String], CommandSpec)] = []
    func visit(_ spec: CommandSpec, _ words: [String]) {
      found.append((words, spec))
      for sub in spec.subcommands { visit(sub, words + [sub.name]) }
    }
    visit(root, [root.name])
    return found
  }

  private static func completionWords(of spec: CommandSpec) -> [String] {
    spec.subcommands.map(\.name) + spec.options.map(\.name) + ["--help"]
  }

  private static func bash(_ root: CommandSpec) -> String {
    var cases: [String] = []
    for (words, spec) in commands(root) {
      let key = words.dropFirst().joined(separator: " ")
      let valued = spec.options.filter(\.takesValue)
      var body = ""
      for option in valued where !option.choices.isEmpty {
        body += "      if [[ \"$previous\" == \"\(option.name)\" ]]; then COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$current\")); return; fi\n"
      }
      body += "      COMPREPLY=($(compgen -W \"\(completionWords(of: spec).joined(separator: " "))\" -- \"$current\"))\n"
      if !spec.arguments.isEmpty { body += "      COMPREPLY+=($(compgen -f -- \"$current\"))\n" }
      cases.append("    \"\(key)\")\n\(body)      ;;")
    }
    return """
      # bash completion for \(root.name); source it, or install it as /etc/bash_completion.d/\(root.name)
      _\(root.name)() {
        local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD-1]}" path="" word
        for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
          case "$word" in -*) ;; *) if [[ -z "$path" ]]; then path="$word"; else path="$path $word"; fi ;; esac
        done
        while true; do
          case "$path" in
      \(cases.joined(separator: "\n"))
          *) if [[ "$path" == *" "* ]]; then path="${path% *}"; else path=""; fi; continue ;;
          esac
          return
        done
      }
      complete -F _\(root.name) \(root.name)
      """
  }

  private static func zsh(_ root: CommandSpec) -> String {
    // zsh runs bash completions through bashcompinit: one script to maintain.
    "#compdef \(root.name)\nautoload -U +X bashcompinit && bashcompinit\n" + bash(root)
  }

  private static func fish(_ root: CommandSpec) -> String {
    var lines = ["# fish completion for \(root.name); save as ~/.config/fish/completions/\(root.name).fish"]
    for (words, spec) in commands(root) {
      let condition: String
      if words.count == 1 {
        condition = "__fish_use_subcommand"
      } else {
        condition = "__fish_seen_subcommand_from \(words.last!)"
      }
      for sub in spec.subcommands {
        lines.append("complete -c \(root.name) -n '\(condition)' -a \(sub.name) -d '\(escaped(sub.abstract))'")
      }
      for option in spec.options {
        var line = "complete -c \(root.name) -n '\(condition)' -l \(option.name.dropFirst(2)) -d '\(escaped(option.help))'"
        if option.takesValue { line += option.choices.isEmpty ? " -r" : " -x -a '\(option.choices.joined(separator: " "))'" }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func escaped(_ text: String) -> String { text.replacingOccurrences(of: "'", with: "\\'") }
}
