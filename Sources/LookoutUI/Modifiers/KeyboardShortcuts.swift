// Keys and keyboard shortcuts (`.keyboardShortcut("s", modifiers: .command)`).

/// A key for a keyboard shortcut: a character (`"s"`) or a special key (`.return`).
nonisolated public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
  public let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public var description: String { String(character) }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{7F}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("↑")
  public static let downArrow = KeyEquivalent("↓")
  public static let leftArrow = KeyEquivalent("←")
  public static let rightArrow = KeyEquivalent("→")
  public static let home = KeyEquivalent("↖")
  public static let end = KeyEquivalent("↘")
  public static let pageUp = KeyEquivalent("⇞")
  public static let pageDown = KeyEquivalent("⇟")
  public static let clear = KeyEquivalent("⌧")
}

/// Modifier keys of a shortcut.
nonisolated public struct EventModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4)
  public static let option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let all = EventModifiers(rawValue: 63)
}

/// A keyboard shortcut (`.keyboardShortcut(.defaultAction)`).
nonisolated public struct KeyboardShortcut: Sendable, Hashable, CustomStringConvertible {
  public let key: KeyEquivalent
  public let modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  public var description: String { key == .return ? "defaultAction" : key == .escape ? "cancelAction" : key.description }
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
