import Foundation

/// UIKit's traits from SwiftUI's environment: while a body or a control is being built, `UITraitCollection.current`
/// is the environment's (colour scheme, text size, size classes), so dynamic UIKit colours and fonts resolve
/// as they would in that view.
@MainActor
enum EnvironmentTraits {
  private static var installed = false

  /// Makes `UITraitCollection.current` follow the view being built (once per process).
  static func install() {
    guard !installed else { return }
    installed = true
    CurrentTraits.provider = {
      guard MainQueue.isCurrent else { return nil }
      return MainActor.assumeIsolated { EvaluationContext.reader.map { traits(of: $0.environment) } }
    }
  }

  static func traits(of environment: EnvironmentValues) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
      CurrentTraits.defaultTraits,
      UITraitCollection(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light),
      UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory.ordered[environment.dynamicTypeSize.rawValue]),
      UITraitCollection(horizontalSizeClass: sizeClass(environment.horizontalSizeClass)),
      UITraitCollection(verticalSizeClass: sizeClass(environment.verticalSizeClass)),
      UITraitCollection(layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
      UITraitCollection(displayScale: environment.displayScale),
      UITraitCollection(accessibilityContrast: environment.colorSchemeContrast == .increased ? .high : .normal),
    ])
  }

  private static func sizeClass(_ sizeClass: UserInterfaceSizeClass?) -> UIUserInterfaceSizeClass {
    switch sizeClass {
    case .compact: .compact
    case .regular: .regular
    case nil: .unspecified
    }
  }
}
