/// Whether the scene is in front.
public enum ScenePhase: Sendable, Hashable, Comparable { case background, inactive, active }
