/// Names the change behind an Observation (`@Observable`) invalidation. Observation's tracking reports the
/// key path that changed; key paths to macro-generated (computed) properties print no name, so the cause
/// names the type and the value type: `CounterModel.<Int property>`. Lookout's events carry the name.
enum ObservationCause {
  static func describe(_ keyPath: AnyKeyPath?) -> String? {
    guard let keyPath else { return nil }
    let root = ViewNode.name(of: type(of: keyPath).rootType)
    let text = "\(keyPath)"
    // Stored properties and symbolicated accessors print their name: `\Model.count`.
    if let dot = text.firstIndex(of: "."), !text.contains("<computed") {
      return root + text[dot...]
    }
    return "\(root).<\(type(of: keyPath).valueType) property>"
  }
}
