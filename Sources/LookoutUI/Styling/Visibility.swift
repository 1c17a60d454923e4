/// Whether something shows (`.listRowSeparator(.hidden)`, `.toolbar(.visible, for: .navigationBar)`).
public enum Visibility: Sendable, Hashable, CaseIterable { case automatic, visible, hidden }
