import Foundation

/// A chain of accesses as written in code — `model.items.count`, `$store.title`, `Settings.shared.theme`,
/// `totalLabel()`, `Child(model: model)` — kept from the parse so that the whole project can resolve it
/// later, when every file's declarations are known.
struct AccessChain: Sendable, Hashable {
  enum Base: Sendable, Hashable {
    /// The first step is a bare name: a member of `self`, a global, or a type (`items`, `Settings.shared`).
    case implicit
    /// `self.…`
    case selfValue
    /// A local binding of the code summary (a `let`, a parameter, an `if let`, a row's element).
    case local(Int)
  }

  struct Step: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      /// `.name`: a property (or a type, for the first step of an implicit chain).
      case member
      /// `.name(…)`: a method, or an initializer when the name is a type's; the argument labels.
      case call([String])
      /// `[…]`: an element of what came before.
      case subscriptElement
    }
    let name: String
    let kind: Kind
    let line: Int
    /// Written through a projection (`$model.title`): a binding's creation reads the property.
    var projected = false
  }

  var base: Base
  var steps: [Step]
}

/// A type as written in a declaration (`[Item]`, `Model?`, `any Store`), resolved against the project later.
struct TypeRef: Sendable, Hashable {
  let text: String

  init(_ text: String) { self.text = text.filter { !$0.isWhitespace || $0 == " " } }

  /// The type without optionality, existential or opaque markers and generic arguments: `Store` for
  /// `any Store<Item>?`; nil for tuples, functions and collections.
  var nominal: String? {
    var text = stripped
    if text.hasPrefix("[") || text.hasPrefix("(") || text.contains("->") { return nil }
    if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
    return text.isEmpty ? nil : text
  }

  /// The element type of a collection: `Item` for `[Item]`, `Array<Item>`, `Set<Item>`, `[Key: Item]`,
  /// `IdentifiedArrayOf<Item>`.
  var element: TypeRef? {
    let text = stripped
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast()
      if let colon = Self.topLevelColon(in: inner) { return TypeRef(String(inner[inner.index(after: colon)...])) }
      return TypeRef(String(inner))
    }
    guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return nil }
    let name = text[..<open]
    let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let collections: Set<Substring> = ["Array", "Set", "ContiguousArray", "ArraySlice", "IdentifiedArrayOf", "OrderedSet", "Binding"]
    guard collections.contains(name), !arguments.contains(",") else { return nil }
    return TypeRef(String(arguments))
  }

  /// Without `?`, `!`, `any`, `some`, `inout`, parentheses around one type, `@escaping`-style attributes.
  var stripped: String {
    var text = Substring(text.trimmingCharacters(in: .whitespaces))
    var changed = true
    while changed {
      changed = false
      for prefix in ["any ", "some ", "inout ", "borrowing ", "consuming "] where text.hasPrefix(prefix) {
        text = text.dropFirst(prefix.count)
        changed = true
      }
      if text.hasPrefix("@"), let space = text.firstIndex(of: " ") {
        text = text[text.index(after: space)...]
        changed = true
      }
      while let last = text.last, last == "?" || last == "!" {
        text = text.dropLast()
        changed = true
      }
      if text.hasPrefix("("), text.hasSuffix(")"), !text.dropFirst().dropLast().contains(",") {
        text = text.dropFirst().dropLast()
        changed = true
      }
      text = Substring(text.trimmingCharacters(in: .whitespaces))
    }
    return String(text)
  }

  private static func topLevelColon(in text: Substring) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case ":" where depth == 0: return index
      default: break
      }
    }
    return nil
  }
}
