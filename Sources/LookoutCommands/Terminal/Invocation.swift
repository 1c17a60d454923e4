import Foundation

/// How the user ran the tool, so that every command a message suggests works when copied: `lookout` as
/// typed (or its path), or, through the SwiftPM plugin, `swift package lookout` for reading and
/// `swift package --allow-writing-to-package-directory lookout-write` for writing. The plugin says so in
/// the environment (`LOOKOUT_PLUGIN_PROGRAM`, `LOOKOUT_PLUGIN_WRITING_PROGRAM`, and the arguments the user
/// typed, without the target paths the plugin adds, as a JSON array in `LOOKOUT_PLUGIN_ARGUMENTS`).
package struct Invocation: Sendable {
  /// The words that run the tool (`lookout`, `.build/debug/lookout`, `swift package lookout`).
  package let program: String
  /// The words that run it with leave to change files.
  package let writingProgram: String
  /// The arguments the user gave, when known: a rerun repeats them.
  package let arguments: [String]?
  /// Whether the paths to work on are added for the user when none is given (the plugin adds its targets).
  package let addsPaths: Bool

  package init(program: String = "lookout", writingProgram: String? = nil, arguments: [String]? = nil, addsPaths: Bool = false) {
    self.program = program
    self.writingProgram = writingProgram ?? program
    self.arguments = arguments
    self.addsPaths = addsPaths
  }

  /// This process's invocation: from the plugin's environment, else the program's own name as typed.
  package static func current(arguments: [String]) -> Invocation {
    let environment = ProcessInfo.processInfo.environment
    if let program = environment["LOOKOUT_PLUGIN_PROGRAM"], let writing = environment["LOOKOUT_PLUGIN_WRITING_PROGRAM"] {
      let typed = environment["LOOKOUT_PLUGIN_ARGUMENTS"].flatMap { text in
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String]
      }
      return Invocation(program: program, writingProgram: writing, arguments: typed, addsPaths: true)
    }
    let name = CommandLine.arguments.first.map(Self.quoted) ?? "lookout"
    return Invocation(program: name, arguments: arguments)
  }

  /// The command that runs `words` with the tool: `lookout lint --explain <rule-id>`.
  package func command(_ words: [String]) -> String { ([program] + words.map(Self.quoted)).joined(separator: " ") }

  /// The command that runs what the user ran again with `flag` (`--write`, `--fix`), with leave to write;
  /// nil when the arguments are not known. The flag goes before a `--` (after it, it would be read as a
  /// path), and is not added twice.
  package func rerun(adding flag: String) -> String? {
    guard let arguments else { return nil }
    var words = arguments
    let options = words.firstIndex(of: "--").map { words[..<$0] } ?? words[...]
    if !options.contains(flag) { words.insert(flag, at: options.endIndex) }
    return ([writingProgram] + words.map(Self.quoted)).joined(separator: " ")
  }

  /// `word` as a POSIX shell reads it back: as is when it is plain, else in single quotes.
  package static func quoted(_ word: String) -> String {
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_./=:,+@%".unicodeScalars.contains(scalar))
    }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
