import LookoutSyntax
internal import SwiftSyntax

/// Which never-published stored properties of a model are not state, and so become `@ObservationIgnored`
/// (the guides' step 4, and what people do by hand): what must be ignored to compile (`lazy`, property
/// wrappers), and what no view should update for — Combine subscriptions, task handles, timers, observer
/// tokens, caches and formatters, delegates, and the services and clients a model holds to call.
/// Everything else stays tracked.
enum NonStateProperty {
  /// Why `property` is not state, or nil when it is.
  /// `types` expands aliases (`var bag: Bag` with `typealias Bag = Set<AnyCancellable>` is a subscription).
  static func reason(_ property: StoredProperty, types: ProjectTypes? = nil) -> String? {
    if property.isLazy { return "lazy var" }
    if !property.propertyWrapperNames.isEmpty { return "property wrapper" }
    let written = property.decl.bindings.first?.typeAnnotation?.type.trimmedDescription ?? ""
    let type = written.isEmpty ? "" : types?.expandingAlias(written) ?? written
    let value = property.decl.bindings.first?.initializer?.value.trimmedDescription ?? ""
    let names = property.names.map { $0.lowercased() }
    // The words of the type, and of the initial value for an unannotated property (`Set<AnyCancellable>()`).
    let typeWords = words(type.isEmpty ? String(value.prefix { $0 != "(" && $0 != "{" }) : type)
    if typeWords.contains(where: { $0 == "AnyCancellable" || $0 == "Cancellable" }) { return "Combine subscription" }
    if typeWords.first == "Task" || (type.isEmpty && (value.hasPrefix("Task {") || value.hasPrefix("Task("))) {
      return "task handle"
    }
    if typeWords.contains(where: { $0.hasSuffix("Timer") }) { return "timer" }
    if typeWords.contains(where: observerTokens.contains) { return "observer token" }
    if typeWords.contains(where: { $0.hasSuffix("Formatter") }) { return "formatter" }
    if typeWords.contains(where: { $0.hasSuffix("Cache") }) || names.contains(where: { $0.hasSuffix("cache") }) { return "cache" }
    if names.contains(where: { $0.hasSuffix("delegate") || $0.hasSuffix("datasource") }) { return "delegate" }
    if let head = typeWords.first(where: { $0 != "any" && $0 != "some" }),
       serviceSuffixes.contains(where: head.hasSuffix) || frameworkServices.contains(head) {
      return "service the model calls"
    }
    return nil
  }

  /// Type names that end so are objects a model holds to call, not state a view shows.
  static let serviceSuffixes = [
    "Service", "Client", "UseCase", "Repository", "Interactor", "API", "Api", "Provider", "Gateway", "DataSource",
    "Loader", "Fetcher", "Logger", "Encoder", "Decoder",
  ]

  /// System objects held to be called.
  static let frameworkServices: Set<String> = [
    "URLSession", "NotificationCenter", "UserDefaults", "FileManager", "DispatchQueue", "OperationQueue",
    "NSUbiquitousKeyValueStore", "CLLocationManager", "CBCentralManager", "UNUserNotificationCenter",
  ]

  /// Tokens that keep an observation alive.
  static let observerTokens: Set<String> = ["NSObjectProtocol", "NSKeyValueObservation"]

  /// The identifiers of a type or expression, in order.
  private static func words(_ text: String) -> [String] {
    text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }
}
