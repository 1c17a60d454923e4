import Testing

/// Misuse gets one clear diagnostic, at the right place, with fix-its that produce code that compiles.
@Suite struct TrackedDiagnosticTests {
  @Test func structGetsMakeItAClass() throws {
    let expansion = expand("@Tracked struct Settings {\n  var theme = 0\n}")
    #expect(expansion.messages == [
      "'@Tracked' applies to classes, and 'Settings' is a struct: a struct is a value, copied on every "
        + "assignment, so observers would watch a copy. Make it a class, or keep the struct in a view's @State",
    ])
    #expect(expansion.applyingFixIt("Make 'Settings' a final class") == "@Tracked final class Settings {\n  var theme = 0\n}")
    #expect(expansion.applyingFixIt("Remove '@Tracked'") == "struct Settings {\n  var theme = 0\n}")
  }

  @Test func enumAndActorAreRejected() {
    #expect(expand("@Tracked enum Mode { case a }").messages.first?.contains("'Mode' is an enum") == true)
    let actor = expand("@Tracked actor Store { var items = 0 }")
    #expect(actor.messages.first?.contains("'Store' is an actor") == true)
    #expect(actor.applyingFixIt("Make 'Store' a final class") == "@Tracked @MainActor final class Store { var items = 0 }")
  }

  @Test func publishedIsRemoved() {
    let source = """
      @Tracked final class Model {
          @Published var count = 0
      }
      """
    let expansion = expand(source)
    #expect(expansion.messages == [
      "'@Published' has no effect in a @Tracked class: every stored property is already tracked. Remove it",
    ])
    #expect(expansion.applyingFixIt("Remove '@Published'") == """
      @Tracked final class Model {
          var count = 0
      }
      """)
  }

  @Test func otherPropertyWrappersAreMarkedUntracked() {
    let expansion = expand("""
      @Tracked final class Model {
          @AppStorage("theme") var theme = "light"
          @MainActor var fine = 0
      }
      """)
    #expect(expansion.messages.count == 1)
    #expect(expansion.messages.first?.hasPrefix("'@AppStorage' is a property wrapper") == true)
    #expect(expansion.applyingFixIt("Mark it '@Untracked'") == """
      @Tracked final class Model {
          @Untracked @AppStorage("theme") var theme = "light"
          @MainActor var fine = 0
      }
      """)
  }

  @Test func lazyPropertiesOfferBothWaysOut() {
    let expansion = expand("""
      @Tracked final class Model {
          private lazy var formatter = Formatter()
      }
      """)
    #expect(expansion.messages.first?.hasPrefix("'lazy var formatter' can't be tracked") == true)
    #expect(expansion.applyingFixIt("Mark it '@Untracked'") == """
      @Tracked final class Model {
          @Untracked private lazy var formatter = Formatter()
      }
      """)
    #expect(expansion.applyingFixIt("Remove 'lazy'") == """
      @Tracked final class Model {
          private var formatter = Formatter()
      }
      """)
  }

  @Test func severalBindingsInOneVar() {
    let expansion = expand("@Tracked final class Model {\n  var a = 0, b = 1\n}")
    #expect(expansion.messages == ["a tracked 'var' declares one property: split this declaration into one 'var' per property"])
  }

  @Test func untrackedOnALetIsAWarningWithAFix() {
    let expansion = expand("""
      @Tracked final class Model {
          @Untracked let api = API()
      }
      """)
    #expect(expansion.messages == ["'@Untracked' has no effect on a 'let': constants are never tracked. Remove it"])
    #expect(expansion.diagnostics.first?.diagMessage.severity == .warning)
    #expect(expansion.applyingFixIt("Remove '@Untracked'") == """
      @Tracked final class Model {
          let api = API()
      }
      """)
  }

  @Test func codingKeysThatNameTheProperty() {
    let expansion = expand("""
      @Tracked final class Profile: Codable {
        var name = ""
        enum CodingKeys: String, CodingKey {
          case name
        }
      }
      """)
    #expect(expansion.messages.first?.hasPrefix("coding key 'name' names the tracked property 'name'") == true)
    let fixed = expansion.applyingFixIt("Use the storage '_name' with key \"name\"")
    #expect(fixed?.contains("case _name = \"name\"") == true, "\(fixed ?? "no fix-it")")
  }

  @Test func correctCodeHasNoDiagnostics() {
    let expansion = expand("""
      @MainActor @Tracked public final class Model: Codable {
        public var name = ""
        @Untracked private var cache: [String: Int] = [:]
        @Untracked lazy var formatter = Formatter()
        let id = 1
        weak var parent: Model?
        enum CodingKeys: String, CodingKey { case _name = "name" }
      }
      """)
    #expect(expansion.diagnostics.isEmpty)
  }
}
