/// Runtime warnings SwiftUI prints in purple ("Modifying state during view update…"): collected by the
/// host that is updating, or printed when no host is.
@MainActor
enum HostDiagnostics {
  static var collector: ((String) -> Void)?

  static func warn(_ message: String) {
    if let collector {
      collector(message)
    } else {
      print("[LookoutUI] warning: \(message)")
    }
  }
}
