import Foundation

/// The system colours, light and dark, as iOS resolves them (sRGB 0–255 and alpha; printed from iOS by
/// noahgilmore.com/blog/dark-mode-uicolor-compatibility). AppKit's stand-in reads the same table.
package enum SystemPalette {
  package typealias RGBA = (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  package static let colors: [String: (light: RGBA, dark: RGBA)] = [
    "systemRed": ((255, 59, 48, 1), (255, 69, 58, 1)),
    "systemOrange": ((255, 149, 0, 1), (255, 159, 10, 1)),
    "systemYellow": ((255, 204, 0, 1), (255, 214, 10, 1)),
    "systemGreen": ((52, 199, 89, 1), (48, 209, 88, 1)),
    "systemMint": ((0, 199, 190, 1), (99, 230, 226, 1)),
    "systemTeal": ((48, 176, 199, 1), (64, 200, 224, 1)),
    "systemCyan": ((50, 173, 230, 1), (100, 210, 255, 1)),
    "systemBlue": ((0, 122, 255, 1), (10, 132, 255, 1)),
    "systemIndigo": ((88, 86, 214, 1), (94, 92, 230, 1)),
    "systemPurple": ((175, 82, 222, 1), (191, 90, 242, 1)),
    "systemPink": ((255, 45, 85, 1), (255, 55, 95, 1)),
    "systemBrown": ((162, 132, 94, 1), (172, 142, 104, 1)),
    "systemGray": ((142, 142, 147, 1), (142, 142, 147, 1)),
    "systemGray2": ((174, 174, 178, 1), (99, 99, 102, 1)),
    "systemGray3": ((199, 199, 204, 1), (72, 72, 74, 1)),
    "systemGray4": ((209, 209, 214, 1), (58, 58, 60, 1)),
    "systemGray5": ((229, 229, 234, 1), (44, 44, 46, 1)),
    "systemGray6": ((242, 242, 247, 1), (28, 28, 30, 1)),
    "label": ((0, 0, 0, 1), (255, 255, 255, 1)),
    "secondaryLabel": ((60, 60, 67, 0.6), (235, 235, 245, 0.6)),
    "tertiaryLabel": ((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "quaternaryLabel": ((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
    "placeholderText": ((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "link": ((0, 122, 255, 1), (9, 132, 255, 1)),
    "separator": ((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
    "opaqueSeparator": ((198, 198, 200, 1), (56, 56, 58, 1)),
    "systemFill": ((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
    "secondarySystemFill": ((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
    "tertiarySystemFill": ((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
    "quaternarySystemFill": ((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
    "systemBackground": ((255, 255, 255, 1), (0, 0, 0, 1)),
    "secondarySystemBackground": ((242, 242, 247, 1), (28, 28, 30, 1)),
    "tertiarySystemBackground": ((255, 255, 255, 1), (44, 44, 46, 1)),
    "systemGroupedBackground": ((242, 242, 247, 1), (0, 0, 0, 1)),
    "secondarySystemGroupedBackground": ((255, 255, 255, 1), (28, 28, 30, 1)),
    "tertiarySystemGroupedBackground": ((242, 242, 247, 1), (44, 44, 46, 1)),
    "lightText": ((255, 255, 255, 0.6), (255, 255, 255, 0.6)),
    "darkText": ((0, 0, 0, 1), (0, 0, 0, 1)),
  ]

  /// The colour `name` for a light or a dark interface, components 0–1.
  package static func rgba(_ name: String, dark: Bool) -> RGBA {
    let pair = colors[name] ?? ((0, 0, 0, 1), (0, 0, 0, 1))
    let value = dark ? pair.dark : pair.light
    return (value.red / 255, value.green / 255, value.blue / 255, value.alpha)
  }
}

extension UIColor {
  /// The system colour `name`, resolving to its light or dark value.
  package static func system(_ name: String) -> UIColor {
    UIColor(name: name) { traits in
      let value = SystemPalette.rgba(name, dark: traits.userInterfaceStyle == .dark)
      return UIColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha, name: nil)
    }
  }
  private static func fixed(_ white: CGFloat, _ name: String) -> UIColor { UIColor(red: white, green: white, blue: white, alpha: 1, name: name) }
  private static func fixed(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ name: String) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: 1, name: name)
  }

  public class var systemRed: UIColor { system("systemRed") }
  public class var systemOrange: UIColor { system("systemOrange") }
  public class var systemYellow: UIColor { system("systemYellow") }
  public class var systemGreen: UIColor { system("systemGreen") }
  public class var systemMint: UIColor { system("systemMint") }
  public class var systemTeal: UIColor { system("systemTeal") }
  public class var systemCyan: UIColor { system("systemCyan") }
  public class var systemBlue: UIColor { system("systemBlue") }
  public class var systemIndigo: UIColor { system("systemIndigo") }
  public class var systemPurple: UIColor { system("systemPurple") }
  public class var systemPink: UIColor { system("systemPink") }
  public class var systemBrown: UIColor { system("systemBrown") }
  public class var systemGray: UIColor { system("systemGray") }
  public class var systemGray2: UIColor { system("systemGray2") }
  public class var systemGray3: UIColor { system("systemGray3") }
  public class var systemGray4: UIColor { system("systemGray4") }
  public class var systemGray5: UIColor { system("systemGray5") }
  public class var systemGray6: UIColor { system("systemGray6") }
  public class var label: UIColor { system("label") }
  public class var secondaryLabel: UIColor { system("secondaryLabel") }
  public class var tertiaryLabel: UIColor { system("tertiaryLabel") }
  public class var quaternaryLabel: UIColor { system("quaternaryLabel") }
  public class var placeholderText: UIColor { system("placeholderText") }
  public class var link: UIColor { system("link") }
  public class var separator: UIColor { system("separator") }
  public class var opaqueSeparator: UIColor { system("opaqueSeparator") }
  public class var systemFill: UIColor { system("systemFill") }
  public class var secondarySystemFill: UIColor { system("secondarySystemFill") }
  public class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
  public class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
  public class var systemBackground: UIColor { system("systemBackground") }
  public class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
  public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
  public class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
  public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
  public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
  public class var lightText: UIColor { system("lightText") }
  public class var darkText: UIColor { system("darkText") }
  /// The tint of the view the colour is used in: the system blue, headlessly.
  public class var tintColor: UIColor { system("systemBlue") }

  public class var black: UIColor { fixed(0, "black") }
  public class var darkGray: UIColor { fixed(1.0 / 3, "darkGray") }
  public class var lightGray: UIColor { fixed(2.0 / 3, "lightGray") }
  public class var white: UIColor { fixed(1, "white") }
  public class var gray: UIColor { fixed(0.5, "gray") }
  public class var red: UIColor { fixed(1, 0, 0, "red") }
  public class var green: UIColor { fixed(0, 1, 0, "green") }
  public class var blue: UIColor { fixed(0, 0, 1, "blue") }
  public class var cyan: UIColor { fixed(0, 1, 1, "cyan") }
  public class var yellow: UIColor { fixed(1, 1, 0, "yellow") }
  public class var magenta: UIColor { fixed(1, 0, 1, "magenta") }
  public class var orange: UIColor { fixed(1, 0.5, 0, "orange") }
  public class var purple: UIColor { fixed(0.5, 0, 0.5, "purple") }
  public class var brown: UIColor { fixed(0.6, 0.4, 0.2, "brown") }
  public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0, name: "clear") }
}
