import Foundation

// SwiftUI's bridges to UIKit's values: colours, images and fonts made from UIKit's, and UIKit colours made
// from SwiftUI's.

extension Color {
  /// A colour from a UIKit colour; a dynamic one (`.systemBackground`, a trait provider) resolves against the
  /// colour scheme of the environment the view is built in.
  public init(uiColor: UIColor) { self.init(platformColor: uiColor) }
  public init(_ color: UIColor) { self.init(platformColor: color) }
  public init(cgColor: CGColor) { self.init(platformColor: UIColor(cgColor: cgColor)) }

  /// A system colour by its name (`systemBlue`); any other by its components, resolved now.
  static func describe(_ color: UIColor) -> String {
    if let name = color.name { return name }
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return "rgb(\([red, green, blue, alpha].map { ContainerExpansion.number((Double($0) * 1000).rounded() / 1000) }.joined(separator: ", ")))"
  }

  /// The colour's components for the current traits: SwiftUI's named colours are the system colours of the
  /// same names (`Color.blue` is `systemBlue`), light or dark.
  func resolvedComponents() -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let uiColor = platformColor ?? UIColor(self)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    uiColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return (red, green, blue, alpha)
  }
}

extension UIColor {
  /// A UIKit colour from a SwiftUI one: the system colour of its name, its components, or the UIKit colour it
  /// was made from.
  public convenience init(_ color: Color) {
    if let platform = color.platformColor {
      self.init(name: platform.name) { platform.resolvedColor(with: $0) }
      return
    }
    let words = color.description.split(separator: " ")
    let name = words.first.map(String.init) ?? ""
    let opacity = words.count == 2 ? Double(words[1]).map { CGFloat($0) } : nil
    if name.hasPrefix("rgb("), let components = Self.numbers(in: name), components.count == 4 {
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3] * (opacity ?? 1), name: nil)
      return
    }
    let system = ["primary": "label", "secondary": "secondaryLabel", "accentColor": "systemBlue", "gray": "systemGray"][name]
      ?? "system" + name.prefix(1).uppercased() + name.dropFirst()
    if SystemPalette.colors[system] != nil {
      self.init(name: name) { traits in
        let value = SystemPalette.rgba(system, dark: traits.userInterfaceStyle == .dark)
        return UIColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha * (opacity ?? 1), name: nil)
      }
      return
    }
    let fixed: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = ["black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "clear": (0, 0, 0, 0)]
    let value = fixed[name] ?? (0, 0, 0, 1)
    self.init(red: value.0, green: value.1, blue: value.2, alpha: value.3 * (opacity ?? 1), name: name)
  }

  private static func numbers(in text: String) -> [CGFloat]? {
    guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
    return text[text.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.map { CGFloat($0) }
  }
}

extension Image {
  /// An image from a UIKit image: shown by its asset or symbol name, or as `uiImage(w×h)`.
  public init(uiImage: UIImage) {
    self.init(uiImage.name ?? "uiImage(\(ContainerExpansion.number(uiImage.size.width))×\(ContainerExpansion.number(uiImage.size.height)))")
  }
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init("cgImage(\(cgImage.width)×\(cgImage.height))")
  }
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init("cgImage(\(cgImage.width)×\(cgImage.height))")
  }
}

extension Font {
  /// A font from a UIKit font (Core Text's, on Apple platforms): the text style it was made for, or its size and
  /// weight.
  public init(_ font: UIFont) {
    if let style = font.textStyle, let name = Self.styleNames[style] {
      self.init(description: name)
    } else {
      self.init(description: "system(\(ContainerExpansion.number(font.pointSize)))")
    }
  }

  private static let styleNames: [UIFont.TextStyle: String] = [
    .largeTitle: "largeTitle", .title1: "title", .title2: "title2", .title3: "title3", .headline: "headline", .subheadline: "subheadline",
    .body: "body", .callout: "callout", .footnote: "footnote", .caption1: "caption", .caption2: "caption2",
  ]
}
