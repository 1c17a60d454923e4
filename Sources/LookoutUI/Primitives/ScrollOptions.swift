// How scroll views behave: keyboard dismissal, bouncing, paging, content margins.

/// How a scroll view dismisses the keyboard.
nonisolated public enum ScrollDismissesKeyboardMode: Sendable, Hashable { case automatic, immediately, interactively, never }

/// When a scroll view bounces.
nonisolated public enum ScrollBounceBehavior: Sendable, Hashable { case automatic, always, basedOnSize }

/// How a scroll view settles (`.scrollTargetBehavior(.paging)`).
nonisolated public enum ScrollTargetBehaviorKind: Sendable, Hashable { case paging, viewAligned }

/// Which content margins a modifier sets.
nonisolated public enum ContentMarginPlacement: Sendable, Hashable { case automatic, scrollContent, scrollIndicators }
