/// The size of controls.
nonisolated public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }
