import Foundation

// `.onKeyPress`: handlers the host drives (``ViewHost/press(_:modifiers:phase:on:)``). As in SwiftUI, a press
// goes to the innermost handler first and on outwards until one returns `.handled`; a handler sees only the
// keys, characters and phases it asked for.

/// A key press as a handler sees it.
nonisolated public struct KeyPress: Sendable, CustomStringConvertible {
  public let phase: Phases
  public let key: KeyEquivalent
  public let characters: String
  public let modifiers: EventModifiers

  public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
    self.phase = phase
    self.key = key
    self.characters = characters
    self.modifiers = modifiers
  }

  public var description: String { "KeyPress(\(key), phase: \(phase), modifiers: \(modifiers.rawValue))" }

  /// Whether a handler consumed the press, or lets it go on outwards.
  public enum Result: Sendable, Hashable { case handled, ignored }

  /// The phases of a press a handler is called for.
  public struct Phases: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1)
    public static let `repeat` = Phases(rawValue: 2)
    public static let up = Phases(rawValue: 4)
    public static let all: Phases = [.down, .repeat, .up]
    public var description: String { self == .down ? "down" : self == .repeat ? "repeat" : self == .up ? "up" : "\(rawValue)" }
  }
}

/// A key press handler around content: not rendered (the content shows it as an attribute).
nonisolated struct KeyPressModifier: PrimitiveModifier {
  let handler: @MainActor (KeyPress) -> KeyPress.Result

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    var element = Element(kind: "KeyPress")
    element.isHidden = true
    element.keyPress = handler
    builder.element = element
    builder.add(content, key: .position(0))
  }
}

extension View {
  /// Runs `action` when `key` is pressed (down or repeating).
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    keyPressHandler("\(key)", phases: [.down, .repeat], matching: { $0.key == key }) { _ in action() }
  }
  public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    keyPressHandler("\(key)", phases: phases, matching: { $0.key == key }, action: action)
  }
  public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    keyPressHandler(keys.map(\.description).sorted().joined(separator: " "), phases: phases, matching: { keys.contains($0.key) }, action: action)
  }
  public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    keyPressHandler("characters", phases: phases, matching: { press in
      !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(characters.contains)
    }, action: action)
  }
  public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    keyPressHandler("any", phases: phases, matching: { _ in true }, action: action)
  }

  private func keyPressHandler(_ name: String, phases: KeyPress.Phases, matching: @escaping (KeyPress) -> Bool,
                               action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    let handler: @MainActor (KeyPress) -> KeyPress.Result = { press in
      guard phases.contains(press.phase), matching(press) else { return .ignored }
      return action(press)
    }
    return attribute("onKeyPress", name).modifier(PrimitiveModifierBox.wrap(KeyPressModifier(handler: handler)))
  }
}
