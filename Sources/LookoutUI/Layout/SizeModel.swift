import Foundation

/// A mounted view reduced to what its size depends on, for custom layouts to measure (headlessly there is no
/// layout engine: see ``LayoutSubview/sizeThatFits(_:)`` for the estimate).
nonisolated struct SizeModel: Sendable, Equatable {
  indirect enum Content: Sendable, Equatable {
    /// Text: its characters and font size.
    case text(characters: Int, fontSize: CGFloat)
    case fixed(CGSize)
    /// Takes what it is offered (shapes, colours, spacers, resizable images).
    case flexible
    case stack(Axis?, spacing: CGFloat, [SizeModel])
  }

  var content: Content
  var frame = Frame()
  var padding = EdgeInsets()
  var priority = 0.0

  /// `.frame` bounds, from the frame attribute.
  struct Frame: Sendable, Equatable {
    var width, height, minWidth, maxWidth, minHeight, maxHeight: CGFloat?
  }

  func size(for proposal: ProposedViewSize) -> CGSize {
    // The frame decides what the content is offered, the padding takes its share, then the frame clamps.
    var offered = proposal
    if let width = frame.width { offered.width = width }
    if let height = frame.height { offered.height = height }
    let inner = ProposedViewSize(width: offered.width.map { max(0, $0 - padding.leading - padding.trailing) },
                                 height: offered.height.map { max(0, $0 - padding.top - padding.bottom) })
    let measured = contentSize(for: inner)
    var size = CGSize(width: measured.width + padding.leading + padding.trailing, height: measured.height + padding.top + padding.bottom)
    size.width = Self.clamp(size.width, fixed: frame.width, min: frame.minWidth, max: frame.maxWidth, offered: proposal.width)
    size.height = Self.clamp(size.height, fixed: frame.height, min: frame.minHeight, max: frame.maxHeight, offered: proposal.height)
    return size
  }

  private static func clamp(_ value: CGFloat, fixed: CGFloat?, min: CGFloat?, max: CGFloat?, offered: CGFloat?) -> CGFloat {
    if let fixed { return fixed }
    var value = value
    // `maxWidth: .infinity` takes the whole offer.
    if let max, max.isInfinite, let offered, offered.isFinite { value = offered }
    if let max, max.isFinite { value = Swift.min(value, max) }
    if let min { value = Swift.max(value, min) }
    return value
  }

  private func contentSize(for proposal: ProposedViewSize) -> CGSize {
    switch content {
    case .fixed(let size):
      return size
    case .flexible:
      return proposal.replacingUnspecifiedDimensions()
    case .text(let characters, let fontSize):
      let natural = CGFloat(characters) * fontSize * 0.52
      let lineHeight = (fontSize * 1.193).rounded(.up)
      guard let width = proposal.width, width > 0, width < natural else { return CGSize(width: natural.rounded(.up), height: lineHeight) }
      let lines = (natural / width).rounded(.up)
      return CGSize(width: width, height: lines * lineHeight)
    case .stack(let axis, let spacing, let children):
      return Self.stackSize(axis, spacing: spacing, children, proposal)
    }
  }

  private static func stackSize(_ axis: Axis?, spacing: CGFloat, _ children: [SizeModel], _ proposal: ProposedViewSize) -> CGSize {
    guard let axis else {
      let sizes = children.map { $0.size(for: proposal) }
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    let along = { (size: CGSize) in axis == .vertical ? size.height : size.width }
    let across = { (size: CGSize) in axis == .vertical ? size.width : size.height }
    let offered = axis == .vertical ? proposal.height : proposal.width
    let gaps = spacing * CGFloat(max(0, children.count - 1))
    // Children that fit their content first; flexible ones share what is left of the offer.
    let rigid = children.filter { !$0.isFlexible(along: axis) }
    let flexible = children.count - rigid.count
    let childProposal = { (length: CGFloat?) in
      axis == .vertical ? ProposedViewSize(width: proposal.width, height: length) : ProposedViewSize(width: length, height: proposal.height)
    }
    let rigidSizes = rigid.map { $0.size(for: childProposal(nil)) }
    let used = rigidSizes.reduce(0) { $0 + along($1) } + gaps
    let share = offered.map { max(0, $0 - used) / CGFloat(max(1, flexible)) }
    let flexibleSizes = children.filter { $0.isFlexible(along: axis) }.map { $0.size(for: childProposal(share ?? 0)) }
    let sizes = rigidSizes + flexibleSizes
    let length = sizes.reduce(0) { $0 + along($1) } + gaps
    let breadth = sizes.map(across).max() ?? 0
    return axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
  }

  private func isFlexible(along axis: Axis) -> Bool {
    if axis == .horizontal && (frame.width != nil) || axis == .vertical && (frame.height != nil) { return false }
    switch content {
    case .flexible: return true
    case .stack(_, _, let children): return children.contains { $0.isFlexible(along: axis) }
    default: return false
    }
  }
}

extension SizeModel {
  /// The model of the view mounted at `node`.
  @MainActor static func of(_ node: ViewNode) -> SizeModel {
    let attributes = node.elementAttributes + (node.element?.styles ?? [])
    var model: SizeModel
    if let element = node.element {
      model = SizeModel(content: content(of: element, children: node.children, attributes: attributes))
    } else if node.children.count == 1 {
      model = of(node.children[0])
    } else {
      model = SizeModel(content: .stack(nil, spacing: 0, node.children.map(of)))
    }
    for attribute in attributes { model.apply(attribute) }
    return model
  }

  @MainActor private static func content(of element: Element, children: NodeChildren, attributes: [ElementAttribute]) -> Content {
    let spacing = element.details.first { $0.name == "spacing" }.flatMap { Double($0.value) }.map { CGFloat($0) } ?? 8
    if ["Text", "Label", "Link", "Button"].contains(element.kind) && children.isEmpty {
      let font = attributes.last { $0.name == "font" }?.value ?? "body"
      return .text(characters: (element.label ?? "").count, fontSize: fontSize(font))
    }
    switch element.kind {
    case "Text":
      let font = attributes.last { $0.name == "font" }?.value ?? "body"
      return .text(characters: (element.label ?? "").count, fontSize: fontSize(font))
    case "Image":
      return attributes.contains { $0.name == "resizable" } ? .flexible : .fixed(CGSize(width: 24, height: 24))
    case "VStack", "LazyVStack", "List", "Form", "Section": return .stack(.vertical, spacing: spacing, children.map(of))
    case "HStack", "LazyHStack": return .stack(.horizontal, spacing: spacing, children.map(of))
    case "Spacer", "Color", "Divider", "ScrollView", "GeometryReader": return .flexible
    default:
      if children.isEmpty { return element.kind.first?.isUppercase == true && element.label == nil ? .flexible : .fixed(.zero) }
      return .stack(nil, spacing: 0, children.map(of))
    }
  }

  /// The point size of a font as the render names it (`title`, `system(14, semibold)`, `custom(Avenir, 17)`).
  static func fontSize(_ font: String) -> CGFloat {
    if let open = font.firstIndex(of: "("), font.hasPrefix("system") || font.hasPrefix("custom") {
      let arguments = font[font.index(after: open)...].split(whereSeparator: { $0 == "," || $0 == ")" })
        .map { $0.trimmingCharacters(in: .whitespaces) }
      if let size = arguments.compactMap(Double.init).first { return CGFloat(size) }
    }
    let style = font.split(separator: " ").first.map(String.init) ?? font
    let styles: [String: UIFont.TextStyle] = [
      "largeTitle": .largeTitle, "title": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
      "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption1, "caption2": .caption2,
    ]
    return (styles[style] ?? .body).size(for: .large)
  }

  /// Applies a `frame`, `padding` or `layoutPriority` attribute as the render shows it.
  mutating func apply(_ attribute: ElementAttribute) {
    let words = attribute.value.split(separator: " ").map(String.init)
    let number = { (word: String) -> CGFloat? in word == "∞" ? .infinity : Double(word).map { CGFloat($0) } }
    switch attribute.name {
    case "frame":
      for (name, value) in zip(words, words.dropFirst()) {
        guard let value = number(value) else { continue }
        switch name {
        case "w": frame.width = value
        case "h": frame.height = value
        case "minW": frame.minWidth = value
        case "maxW": frame.maxWidth = value
        case "minH": frame.minHeight = value
        case "maxH": frame.maxHeight = value
        default: break
        }
      }
    case "padding":
      // `16`, `default` (16), `horizontal 8`, `top+leading default`, or `top leading bottom trailing`.
      let values = words.map { $0 == "default" ? 16 : number($0) }
      if values.count == 4, values.allSatisfy({ $0 != nil }) {
        padding.top += values[0]!
        padding.leading += values[1]!
        padding.bottom += values[2]!
        padding.trailing += values[3]!
      } else if let amount = values.last ?? nil {
        let edges = words.count == 2 ? words[0] : "all"
        let named = { (edge: String) in edges == "all" || edges.split(separator: "+").contains(Substring(edge))
          || (edges == "horizontal" && (edge == "leading" || edge == "trailing")) || (edges == "vertical" && (edge == "top" || edge == "bottom")) }
        if named("top") { padding.top += amount }
        if named("leading") { padding.leading += amount }
        if named("bottom") { padding.bottom += amount }
        if named("trailing") { padding.trailing += amount }
      }
    case "layoutPriority":
      priority = Double(attribute.value) ?? 0
    default:
      break
    }
  }
}
