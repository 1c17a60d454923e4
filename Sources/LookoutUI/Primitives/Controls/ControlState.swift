import Foundation

/// Whether controls are enabled here, as element details.
enum ControlState {
  static func details(_ environment: EnvironmentValues) -> [ElementAttribute] {
    environment.isEnabled ? [] : [ElementAttribute("disabled", "true")]
  }
}
