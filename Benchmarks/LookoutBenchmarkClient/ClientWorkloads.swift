// The workloads, written as app code writes them. Each is generic over the model and specialised here, in
// the app's own module, for every kind (as app code is compiled against its concrete models); the harness in
// LookoutBenchmarks calls them through `ClientWorkload`.

/// A global the app writes (a cache, a formatter's last value).
nonisolated(unsafe) var lastSeenPrice = 0

@inline(never)
func sumPrices<Item: ClientItem>(_ items: [Item]) -> Int {
  var total = 0
  for item in items { total &+= item.price }
  return total
}

@inline(never)
func readIntoGlobalAndCapture<Item: ClientItem>(_ items: [Item]) -> Int {
  var captured = 0
  items.forEach { item in
    lastSeenPrice = item.price
    captured &+= item.price
  }
  return captured &+ lastSeenPrice
}

/// Generic code the compiler does not specialise (a helper in another file of a framework, say).
@_optimize(none) @inline(never)
func sumThroughUnspecializedGeneric<Item: ClientItem>(_ items: [Item]) -> Int {
  var total = 0
  for item in items { total &+= item.price }
  return total
}

@inline(never)
func sumThroughExistentials(_ items: [any ClientItem]) -> Int {
  var total = 0
  for item in items { total &+= item.price }
  return total
}

@inline(never)
func incrementPrices<Item: ClientItem>(_ items: [Item]) {
  for item in items { item.price += 1 }
}

@inline(never)
func appendTags<Item: ClientItem>(_ items: [Item]) {
  for item in items {
    item.tags.append("sale")
    if item.tags.count > 8 { item.tags.removeAll(keepingCapacity: true) }
  }
}

@MainActor @inline(never)
func sumMainActorPrices<Item: MainActorItem>(_ items: [Item]) -> Int {
  var total = 0
  for item in items { total &+= item.price }
  return total
}

@MainActor @inline(never)
func incrementMainActorPrices<Item: MainActorItem>(_ items: [Item]) {
  for item in items { item.price += 1 }
}

/// The workloads over `count` items of one kind, as closures made here, where the kind is concrete (the
/// compiler specialises each for it, as it does app code).
public struct ClientWorkloads {
  public let sum: () -> Int
  public let readIntoGlobalAndClosure: () -> Int
  public let sumGenerically: () -> Int
  public let sumExistentially: () -> Int
  public let increment: () -> Void
  public let append: () -> Void

  init<Item: ClientItem>(_ type: Item.Type, count: Int) {
    let items = (0..<count).map { _ in Item() }
    let existentials: [any ClientItem] = items
    sum = { sumPrices(items) }
    readIntoGlobalAndClosure = { readIntoGlobalAndCapture(items) }
    sumGenerically = { sumThroughUnspecializedGeneric(items) }
    sumExistentially = { sumThroughExistentials(existentials) }
    increment = { incrementPrices(items) }
    append = { appendTags(items) }
  }

  public static func observable(count: Int) -> ClientWorkloads { ClientWorkloads(ObservedItem.self, count: count) }
  public static func tracked(count: Int) -> ClientWorkloads { ClientWorkloads(TrackedItem.self, count: count) }
  public static func lookoutOnly(count: Int) -> ClientWorkloads { ClientWorkloads(LookoutOnlyItem.self, count: count) }
  public static func plain(count: Int) -> ClientWorkloads { ClientWorkloads(PlainItem.self, count: count) }
}

/// The main-actor workloads, likewise.
@MainActor public struct MainActorWorkloads {
  public let sum: () -> Int
  public let increment: () -> Void

  init<Item: MainActorItem>(_ type: Item.Type, count: Int) {
    let items = (0..<count).map { _ in Item() }
    sum = { sumMainActorPrices(items) }
    increment = { incrementMainActorPrices(items) }
  }

  public static func observable(count: Int) -> MainActorWorkloads { MainActorWorkloads(MainActorObservedItem.self, count: count) }
  public static func tracked(count: Int) -> MainActorWorkloads { MainActorWorkloads(MainActorTrackedItem.self, count: count) }
  public static func lookoutOnly(count: Int) -> MainActorWorkloads { MainActorWorkloads(MainActorLookoutOnlyItem.self, count: count) }
  public static func plain(count: Int) -> MainActorWorkloads { MainActorWorkloads(MainActorPlainItem.self, count: count) }
}
