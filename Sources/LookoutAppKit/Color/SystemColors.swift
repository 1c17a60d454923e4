import Foundation
import LookoutUIKit

extension NSColor {
  /// A system colour of the shared palette (`systemBlue`, or an iOS element colour for an AppKit one).
  static func system(_ name: String, palette: String? = nil) -> NSColor {
    let entry = palette ?? name
    return NSColor(name: name) { appearance in
      let value = SystemPalette.rgba(entry, dark: appearance.isDark)
      return NSColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha, name: nil)
    }
  }

  public class var systemRed: NSColor { system("systemRed") }
  public class var systemOrange: NSColor { system("systemOrange") }
  public class var systemYellow: NSColor { system("systemYellow") }
  public class var systemGreen: NSColor { system("systemGreen") }
  public class var systemMint: NSColor { system("systemMint") }
  public class var systemTeal: NSColor { system("systemTeal") }
  public class var systemCyan: NSColor { system("systemCyan") }
  public class var systemBlue: NSColor { system("systemBlue") }
  public class var systemIndigo: NSColor { system("systemIndigo") }
  public class var systemPurple: NSColor { system("systemPurple") }
  public class var systemPink: NSColor { system("systemPink") }
  public class var systemBrown: NSColor { system("systemBrown") }
  public class var systemGray: NSColor { system("systemGray") }
  public class var systemFill: NSColor { system("systemFill") }
  public class var secondarySystemFill: NSColor { system("secondarySystemFill") }
  public class var tertiarySystemFill: NSColor { system("tertiarySystemFill") }
  public class var quaternarySystemFill: NSColor { system("quaternarySystemFill") }

  public class var labelColor: NSColor { system("labelColor", palette: "label") }
  public class var secondaryLabelColor: NSColor { system("secondaryLabelColor", palette: "secondaryLabel") }
  public class var tertiaryLabelColor: NSColor { system("tertiaryLabelColor", palette: "tertiaryLabel") }
  public class var quaternaryLabelColor: NSColor { system("quaternaryLabelColor", palette: "quaternaryLabel") }
  public class var textColor: NSColor { system("textColor", palette: "label") }
  public class var placeholderTextColor: NSColor { system("placeholderTextColor", palette: "placeholderText") }
  public class var linkColor: NSColor { system("linkColor", palette: "link") }
  public class var separatorColor: NSColor { system("separatorColor", palette: "separator") }
  public class var gridColor: NSColor { system("gridColor", palette: "opaqueSeparator") }
  public class var windowBackgroundColor: NSColor { system("windowBackgroundColor", palette: "secondarySystemBackground") }
  public class var underPageBackgroundColor: NSColor { system("underPageBackgroundColor", palette: "systemGroupedBackground") }
  public class var controlBackgroundColor: NSColor { system("controlBackgroundColor", palette: "systemBackground") }
  public class var textBackgroundColor: NSColor { system("textBackgroundColor", palette: "systemBackground") }
  public class var controlColor: NSColor { system("controlColor", palette: "systemBackground") }
  public class var controlTextColor: NSColor { system("controlTextColor", palette: "label") }
  public class var disabledControlTextColor: NSColor { system("disabledControlTextColor", palette: "tertiaryLabel") }
  public class var selectedTextBackgroundColor: NSColor { system("selectedTextBackgroundColor", palette: "systemBlue") }
  public class var selectedContentBackgroundColor: NSColor { system("selectedContentBackgroundColor", palette: "systemBlue") }
  public class var unemphasizedSelectedContentBackgroundColor: NSColor { system("unemphasizedSelectedContentBackgroundColor", palette: "systemGray") }
  public class var controlAccentColor: NSColor { system("controlAccentColor", palette: "systemBlue") }
  public class var keyboardFocusIndicatorColor: NSColor { system("keyboardFocusIndicatorColor", palette: "systemBlue") }
  public class var headerTextColor: NSColor { system("headerTextColor", palette: "label") }
  public class var shadowColor: NSColor { NSColor(red: 0, green: 0, blue: 0, alpha: 1, name: "shadowColor") }
  public class var alternatingContentBackgroundColors: [NSColor] { [controlBackgroundColor, system("alternateContent", palette: "secondarySystemBackground")] }

  public class var black: NSColor { NSColor(red: 0, green: 0, blue: 0, alpha: 1, name: "black") }
  public class var darkGray: NSColor { NSColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1, name: "darkGray") }
  public class var lightGray: NSColor { NSColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1, name: "lightGray") }
  public class var white: NSColor { NSColor(red: 1, green: 1, blue: 1, alpha: 1, name: "white") }
  public class var gray: NSColor { NSColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1, name: "gray") }
  public class var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1, name: "red") }
  public class var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1, name: "green") }
  public class var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1, name: "blue") }
  public class var cyan: NSColor { NSColor(red: 0, green: 1, blue: 1, alpha: 1, name: "cyan") }
  public class var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1, name: "yellow") }
  public class var magenta: NSColor { NSColor(red: 1, green: 0, blue: 1, alpha: 1, name: "magenta") }
  public class var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1, name: "orange") }
  public class var purple: NSColor { NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1, name: "purple") }
  public class var brown: NSColor { NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1, name: "brown") }
  public class var clear: NSColor { NSColor(red: 0, green: 0, blue: 0, alpha: 0, name: "clear") }
}
