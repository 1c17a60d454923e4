import LookoutSyntax

/// How the project already writes what a migration writes, so the migration writes it the same way. Each
/// choice falls back to the smallest edit when the project shows no habit.
struct ProjectStyle: Sendable {
  /// `@Environment(Model.self) var model: Model` (true) or `@Environment(Model.self) var model`: keeping the
  /// annotation changes only the attribute of an `@EnvironmentObject var model: Model`.
  let annotatesEnvironmentReaders: Bool
  /// `@MainActor @Observable final class` (true) or `@Observable @MainActor final class`: most code puts the
  /// macro next to the declaration, after the attributes already there.
  let observableAfterOtherAttributes: Bool

  init(annotatesEnvironmentReaders: Bool = true, observableAfterOtherAttributes: Bool = true) {
    self.annotatesEnvironmentReaders = annotatesEnvironmentReaders
    self.observableAfterOtherAttributes = observableAfterOtherAttributes
  }

  /// The style of the project these files make up.
  init(facts: [FileFacts]) {
    var readers = FileFacts.StyleCount()
    for file in facts {
      readers.annotated += file.environmentReaders.annotated
      readers.bare += file.environmentReaders.bare
    }
    var first = 0
    var after = 0
    for type in facts.flatMap(\.types) where type.kind == .class && type.attributes.count > 1 {
      guard let position = type.attributes.firstIndex(where: { $0 == "Observable" || $0 == "Tracked" }) else { continue }
      if position == 0 { first += 1 } else { after += 1 }
    }
    self.init(annotatesEnvironmentReaders: readers.annotated >= readers.bare, observableAfterOtherAttributes: after >= first)
  }
}
