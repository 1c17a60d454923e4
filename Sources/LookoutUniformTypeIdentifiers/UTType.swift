import Foundation

/// A uniform type identifier: what kind of data a file or a dragged item holds, and the types it conforms to
/// (`public.png` is an image, which is data and content, which are items). Known types carry their filename
/// extensions and MIME types; an unknown extension gets a dynamic type, as on Apple platforms.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  public let identifier: String
  /// The types this one conforms to directly.
  let parents: [String]
  let extensions: [String]
  let mimeTypes: [String]
  public let localizedDescription: String?
  public let isDynamic: Bool

  init(identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [], description: String? = nil,
       isDynamic: Bool = false) {
    self.identifier = identifier
    self.parents = parents
    self.extensions = extensions
    self.mimeTypes = mimeTypes
    localizedDescription = description
    self.isDynamic = isDynamic
  }

  /// The type with this identifier, if it is known (built in, or declared with `exportedAs:`/`importedAs:`).
  public init?(_ identifier: String) {
    guard let type = UTTypeRegistry.type(identifier) else { return nil }
    self = type
  }

  /// The type of files with this extension (a dynamic type when none is known).
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    guard let type = UTTypeRegistry.type(tag: filenameExtension.lowercased(), of: .filenameExtension, conformingTo: supertype) else { return nil }
    self = type
  }

  /// The type of data with this MIME type (a dynamic type when none is known).
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    guard let type = UTTypeRegistry.type(tag: mimeType.lowercased(), of: .mimeType, conformingTo: supertype) else { return nil }
    self = type
  }

  /// A type the app owns; it becomes known to `UTType(_:)`.
  public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
    self = UTTypeRegistry.declare(identifier, conformingTo: parent)
  }

  /// A type another app owns, that this app uses; it becomes known to `UTType(_:)`.
  public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
    self = UTTypeRegistry.declare(identifier, conformingTo: parent)
  }

  public var preferredFilenameExtension: String? { extensions.first }
  public var preferredMIMEType: String? { mimeTypes.first }
  public var tags: [UTTagClass: [String]] {
    var tags: [UTTagClass: [String]] = [:]
    if !extensions.isEmpty { tags[.filenameExtension] = extensions }
    if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
    return tags
  }

  /// Every type this one conforms to, itself excluded.
  public var supertypes: Set<UTType> {
    var found: Set<UTType> = []
    var pending = parents
    while let next = pending.popLast() {
      guard let type = UTTypeRegistry.type(next), found.insert(type).inserted else { continue }
      pending += type.parents
    }
    return found
  }

  /// Whether this type is `type` or conforms to it (`UTType.png.conforms(to: .image)`).
  public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  public var isDeclared: Bool { !isDynamic }
  public var isPublic: Bool { identifier.hasPrefix("public.") }
  public var isSystemDeclared: Bool { UTTypeRegistry.isBuiltIn(identifier) }
  public var description: String { identifier }

  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// The known types that have `tag`.
  public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
    UTTypeRegistry.types(tag: tag.lowercased(), of: tagClass).filter { supertype.map($0.conforms) ?? true }
  }
}

/// A kind of tag a type has.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
