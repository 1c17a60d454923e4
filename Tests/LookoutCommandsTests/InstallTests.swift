import Foundation
@testable import LookoutCommands
import LookoutTestSupport
import Testing

/// Install as Swift tools are installed, and one version everywhere a user reads one (issue 32, item 2).
@Suite struct InstallTests {
  static func text(_ relative: String) throws -> String {
    try String(contentsOfFile: PackagePaths.path(relative), encoding: .utf8)
  }

  static func captures(_ pattern: String, in text: String) -> [String] {
    let expression = try! NSRegularExpression(pattern: pattern)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// `lookout --version`, the changelog's section, the README's `from:`, the formula's tag and the CI
  /// recipe's clone agree: a release tag makes them all true at once.
  @Test func everyVersionAUserReadsIsTheSame() throws {
    let version = LookoutCommandLine.version
    for document in ["README.md", "Documentation/lookoutui.md"] {
      let found = Self.captures(#"lookout\.git", from: "([^"]+)""#, in: try Self.text(document))
      #expect(!found.isEmpty && found.allSatisfy { $0 == version }, "\(document) depends on \(found), not \(version)")
    }
    #expect(Self.captures(#"tag: "([^"]+)""#, in: try Self.text("Packaging/Homebrew/lookout.rb")) == [version])
    #expect(Self.captures(#"--branch ([0-9][^ ]*)"#, in: try Self.text("Documentation/ci/lookout-lint.yml")) == [version])
    #expect(Self.captures(#"mint install lookout-swift/lookout@([^ `]+)"#, in: try Self.text("Documentation/install.md")) == [version])
  }

  /// The formula builds with the Makefile, names its home, and tests the installed command.
  @Test func theFormulaBuildsWithTheMakefileAndTestsTheCommand() throws {
    let formula = try Self.text("Packaging/Homebrew/lookout.rb")
    #expect(formula.contains("class Lookout < Formula"))
    #expect(formula.contains(##"system "make", "install", "PREFIX=#{prefix}""##))
    #expect(formula.contains(##"shell_output("#{bin}/lookout --version")"##))
    #expect(formula.contains(#"homepage "https://github.com/lookout-swift/lookout""#))
    #expect(formula.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "end" }.count == 3,
            "class, install and test each end once")
  }

  /// `make install` builds the release product and installs it under the prefix (a dry run: the real one
  /// takes a release build, which the install check of the note ran).
  @Test func makeInstallBuildsTheReleaseProductIntoThePrefix() throws {
    let run = try Shell.run(["make", "-n", "install", "PREFIX=/opt/lookout-test"], in: PackagePaths.root)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("swift build -c release --disable-sandbox --product lookout"), "\(run.output)")
    #expect(run.output.contains(#"install -m 755 "$(swift build -c release --disable-sandbox --show-bin-path)/lookout" "/opt/lookout-test/bin/lookout""#),
            "\(run.output)")
  }
}
