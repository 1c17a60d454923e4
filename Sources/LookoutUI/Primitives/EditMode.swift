/// Whether a list is being edited.
nonisolated public enum EditMode: Sendable, Hashable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}
