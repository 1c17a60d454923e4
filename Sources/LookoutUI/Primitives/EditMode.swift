/// Whether a list is being edited.
public enum EditMode: Sendable, Hashable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}
