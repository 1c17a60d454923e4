import Foundation
import LookoutTestSupport
import Testing

/// Files and folders whose names are not valid UTF-8 are named, escaped, and make the run exit 1, instead of
/// being skipped without a word; given by name, such a path is refused (issue 31, item 2). Linux file systems
/// take any bytes; a Mac's refuse such names, which the test asserts there.
@Suite struct NonUTF8NameTests {
  static func bash(_ script: String, in directory: String) throws -> Shell.Result {
    try Shell.run(["bash", "-c", script], in: directory, environment: ["LOOKOUT": ToolBinary.path])
  }

  @Test func aNameThatIsNotUTF8IsNamedNotSkipped() throws {
    let project = try ScratchDirectory(text: ["M.swift": "import Combine\nfinal class M: ObservableObject {\n    @Published var x = 0\n}\n"])
    defer { project.remove() }
    let made = try Self.bash(#"printf 'import SwiftUI\nstruct V: View {\n    @StateObject var m = M()\n    var body: some View { Text("") }\n}\n' > $'Caf\xe9.swift' && mkdir $'D\xe9' && touch $'D\xe9/N.swift'"#, in: project.path)
    #if canImport(Darwin)
    #expect(made.status != 0, "a Mac's file system refuses a name that is not UTF-8")
    #else
    try #require(made.status == 0, "\(made.error)")
    let run = try Self.bash(#""$LOOKOUT" migrate . 2>&1; echo "status $?""#, in: project.path)
    #expect(run.output.contains(#"./Caf\xE9.swift: cannot read it: its name is not valid UTF-8"#), "\(run.output)")
    #expect(run.output.contains(#"./D\xE9: cannot read it: its name is not valid UTF-8"#))
    #expect(run.output.contains("status 1"))
    let given = try Self.bash(#""$LOOKOUT" lint $'Caf\xe9.swift'; echo "status $?""#, in: project.path)
    #expect(given.error.contains(#"argument 2 is not valid UTF-8 (Caf\xE9.swift)"#), "\(given.error)")
    #expect(given.output.contains("status 2"))
    #endif
  }
}
