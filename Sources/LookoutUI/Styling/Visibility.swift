/// Whether something shows (`.listRowSeparator(.hidden)`, `.toolbar(.visible, for: .navigationBar)`).
nonisolated public enum Visibility: Sendable, Hashable, CaseIterable { case automatic, visible, hidden }
