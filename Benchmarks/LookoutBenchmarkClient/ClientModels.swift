import Lookout
import Observation

// App-shaped models in a module of their own, as an app declares them: the client-shaped rows of
// `lookout-bench runtime` run the workloads in this module (ClientWorkloads.swift) on each kind.

/// What every workload needs of a model.
public protocol ClientItem: AnyObject {
  init()
  var price: Int { get set }
  var tags: [String] { get set }
}

@Observable public final class ObservedItem: ClientItem {
  public var price = 1
  public var tags: [String] = []
  public init() {}
}

@Tracked public final class TrackedItem: ClientItem {
  public var price = 1
  public var tags: [String] = []
  public init() {}
}

@Tracked(observable: false) public final class LookoutOnlyItem: ClientItem {
  public var price = 1
  public var tags: [String] = []
  public init() {}
}

public final class PlainItem: ClientItem {
  public var price = 1
  public var tags: [String] = []
  public init() {}
}

/// The same, isolated to the main actor, as SwiftUI models usually are.
@MainActor public protocol MainActorItem: AnyObject {
  init()
  var price: Int { get set }
}

@MainActor @Observable public final class MainActorObservedItem: MainActorItem {
  public var price = 1
  public init() {}
}

@MainActor @Tracked public final class MainActorTrackedItem: MainActorItem {
  public var price = 1
  public init() {}
}

@MainActor @Tracked(observable: false) public final class MainActorLookoutOnlyItem: MainActorItem {
  public var price = 1
  public init() {}
}

@MainActor public final class MainActorPlainItem: MainActorItem {
  public var price = 1
  public init() {}
}
