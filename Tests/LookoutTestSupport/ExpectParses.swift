internal import SwiftParser
import Testing

/// Expects `text` to parse without syntax errors.
public func expectParses(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  let tree = Parser.parse(source: text)
  #expect(!tree.hasError, "migrated text does not parse:\n\(text)", sourceLocation: sourceLocation)
}

