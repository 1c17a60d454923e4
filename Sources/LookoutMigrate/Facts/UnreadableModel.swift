import LookoutSyntax
internal import SwiftSyntax

/// A model class whose migration the rewrite cannot get right from its source alone, and why: it stays
/// `ObservableObject` and the report names the reason.
/// - A stored property whose attributes are under `#if` (`#if canImport(Combine) @Published #endif`): what the
///   property is depends on the platform.
/// - An actor-named attribute on a stored property that is not a global actor the project declares
///   (`@StandardActor var standard`): it may be another module's property wrapper, which the macro rejects.
/// - For Observation, an `@available` older than Observation's systems: the macro would not compile there.
/// - A conformance to another module's protocol about `ObservableObject`s (`ObservableObjectProvider`): that
///   module may rely on the class staying one.
struct UnreadableModel {
  let rule: KeptBack.Rule
  let node: Syntax
  let text: String

  /// Observation's first version on each platform `@available` names.
  static let observationMinimum: [String: Int] = [
    "iOS": 17, "iOSApplicationExtension": 17, "macCatalyst": 17, "macOS": 14, "macOSApplicationExtension": 14,
    "OSX": 14, "tvOS": 17, "watchOS": 10,
  ]

  static func reason(_ node: ClassDeclSyntax, index: ProjectIndex, runtime: MigrationRuntime) -> UnreadableModel? {
    if runtime == .observation, let availability = earlyAvailability(node.attributes) {
      return UnreadableModel(rule: .availability, node: Syntax(availability.attribute),
                             text: "\(node.name.text) is declared available from \(availability.platform) \(availability.version), and Observation needs \(availability.platform) \(observationMinimum[availability.platform] ?? 0)")
    }
    // `Component, ObservableObject, ObservableObjectProvider`: another module's protocol about ObservableObjects
    // (a framework that injects its conformers only while they are ObservableObjects).
    if let outside = SyntaxNames.inherited(node.inheritanceClause).first(where: {
      $0 != "ObservableObject" && $0.contains("ObservableObject") && !index.declares($0)
    }) {
      return UnreadableModel(rule: .observableFromOutside, node: Syntax(node.name),
                             text: "\(node.name.text) conforms to \(outside), another module's protocol about ObservableObjects: that module may rely on it staying one")
    }
    for decl in MemberDeclarations.all(in: node.memberBlock) {
      guard let property = StoredProperty(decl), property.isStoredInstanceVar else { continue }
      let name = property.names.joined(separator: ", ")
      if let conditional = property.decl.attributes.first(where: { $0.is(IfConfigDeclSyntax.self) }) {
        return UnreadableModel(rule: .unclearAttribute, node: Syntax(conditional),
                               text: "the attributes of \(node.name.text).\(name) are under #if: what the property is depends on the platform")
      }
      if let actor = property.attributeNames.first(where: { $0.hasSuffix("Actor") && $0 != "MainActor" && !index.globalActors.contains($0) }) {
        return UnreadableModel(rule: .unclearAttribute, node: Syntax(property.decl),
                               text: "@\(actor) on \(node.name.text).\(name) is no global actor the project declares: it may be a property wrapper, which @Observable rejects")
      }
    }
    return nil
  }

  /// The first platform an `@available` attribute makes the declaration available on before Observation.
  private static func earlyAvailability(_ attributes: AttributeListSyntax) -> (attribute: AttributeSyntax, platform: String, version: String)? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
            case .availability(let arguments)? = attribute.arguments else { continue }
      for argument in arguments {
        guard case .availabilityVersionRestriction(let restriction) = argument.argument,
              let minimum = observationMinimum[restriction.platform.text],
              let major = restriction.version.flatMap({ Int($0.major.text) }), major < minimum else { continue }
        return (attribute, restriction.platform.text, restriction.version?.trimmedDescription ?? String(major))
      }
    }
    return nil
  }
}
