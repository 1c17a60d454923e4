import Foundation
import LookoutFoundationParity
@_exported import LookoutUniformTypeIdentifiers

/// A type whose values can be dragged, dropped, shared and pasted, by the representations it declares
/// (`CodableRepresentation(contentType: .json)`, `ProxyRepresentation(exporting: \.title)`…), first preferred.
public protocol Transferable {
  associatedtype Representation: TransferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a transferable type is written to, and read from, data of a content type.
public protocol TransferRepresentation<Item> {
  associatedtype Item: Transferable
  associatedtype Body: TransferRepresentation
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: TransferRepresentation, Transferable {
  public typealias Item = Never
  public typealias Body = Never
  public typealias Representation = Never
  public var body: Never { fatalError("Never has no representation") }
  public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

extension TransferRepresentation where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a built-in representation") }
}

/// Builds a type's representations.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
  public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
  public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> TupleTransferRepresentation<Item> {
    var all: [any TransferRepresentation] = []
    for representation in repeat each content { all.append(representation) }
    return TupleTransferRepresentation(representations: all)
  }
}

/// Several representations, first preferred.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, ConvertingRepresentation {
  public typealias Body = Never
  let representations: [any TransferRepresentation]
  var conversions: [TransferConversion] { representations.flatMap(TransferConversion.all(of:)) }
}

/// How a representation writes and reads values, erased: a content type and two functions.
struct TransferConversion {
  let contentType: UTType
  let export: ((Any) async throws -> Data)?
  let importing: ((Data) async throws -> Any)?

  /// The conversions of `representation`: its own, or its body's.
  static func all(of representation: any TransferRepresentation) -> [TransferConversion] {
    if let converting = representation as? ConvertingRepresentation { return converting.conversions }
    return all(of: representation.body)
  }
}

/// A representation that knows its conversions.
protocol ConvertingRepresentation {
  var conversions: [TransferConversion] { get }
}

extension Transferable {
  static var conversions: [TransferConversion] { TransferConversion.all(of: transferRepresentation) }

  /// The content types values of this type can be written as, first preferred.
  public static var exportedContentTypes: [UTType] { conversions.filter { $0.export != nil }.map(\.contentType) }
  /// The content types values of this type can be read from.
  public static var importedContentTypes: [UTType] { conversions.filter { $0.importing != nil }.map(\.contentType) }

  /// The value as data of `contentType` (or its preferred type).
  public func exported(as contentType: UTType? = nil) async throws -> Data {
    guard let conversion = Self.conversions.first(where: { $0.export != nil && (contentType.map($0.contentType.conforms) ?? true) }) else {
      throw TransferError.unsupportedContentType(contentType)
    }
    return try await conversion.export!(self)
  }

  /// A value read from `data` of `contentType`.
  public init(importing data: Data, contentType: UTType) async throws {
    guard let conversion = Self.conversions.first(where: { $0.importing != nil && contentType.conforms(to: $0.contentType) }),
          let value = try await conversion.importing!(data) as? Self else {
      throw TransferError.unsupportedContentType(contentType)
    }
    self = value
  }
}

/// Why a transfer failed.
public enum TransferError: Error, CustomStringConvertible {
  case unsupportedContentType(UTType?)
  public var description: String {
    switch self {
    case .unsupportedContentType(let type): "no representation for \(type?.identifier ?? "any content type")"
    }
  }
}
