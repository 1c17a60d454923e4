import Foundation

/// A value written as data of a content type, and read back: `DataRepresentation(contentType: .png) { $0.data }`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, ConvertingRepresentation {
  public typealias Body = Never
  let contentType: UTType
  let exporting: ((Item) async throws -> Data)?
  let importing: ((Data) async throws -> Item)?

  public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
              importing: @escaping @Sendable (Data) async throws -> Item) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }
  public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    self.contentType = contentType
    self.exporting = exporting
    importing = nil
  }
  public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    self.contentType = contentType
    exporting = nil
    self.importing = importing
  }

  var conversions: [TransferConversion] {
    [TransferConversion(contentType: contentType, export: exporting.map { export in { try await export($0 as! Item) } },
                        importing: importing.map { read in { try await read($0) } })]
  }
}

/// A `Codable` value as JSON of a content type.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, ConvertingRepresentation {
  public typealias Body = Never
  let contentType: UTType

  public init(contentType: UTType) { self.contentType = contentType }
  public init(for itemType: Item.Type = Item.self, contentType: UTType) { self.contentType = contentType }
  public init<Encoder, Decoder>(contentType: UTType, encoder: Encoder, decoder: Decoder) { self.contentType = contentType }

  var conversions: [TransferConversion] {
    [TransferConversion(contentType: contentType, export: { try JSONEncoder().encode($0 as! Item) },
                        importing: { try JSONDecoder().decode(Item.self, from: $0) })]
  }
}

/// A value transferred as another transferable value (`ProxyRepresentation(exporting: \.url)`).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation, ConvertingRepresentation {
  public typealias Body = Never
  let exporting: ((Item) async throws -> Proxy)?
  let importing: ((Proxy) async throws -> Item)?

  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
    self.exporting = { try exporting($0) }
    importing = nil
  }
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {
    self.exporting = { try exporting($0) }
    self.importing = { try importing($0) }
  }
  public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
    exporting = nil
    self.importing = { try importing($0) }
  }

  var conversions: [TransferConversion] {
    Proxy.conversions.map { proxy in
      TransferConversion(
        contentType: proxy.contentType,
        export: exporting.flatMap { export in proxy.export.map { write in { try await write(try await export($0 as! Item)) } } },
        importing: importing.flatMap { convert in proxy.importing.map { read in { try await convert(try await read($0) as! Proxy) } } })
    }
  }
}

/// A file sent by a transfer.
public struct SentTransferredFile: Sendable {
  public let file: URL
  public let allowAccessingOriginalFile: Bool
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file received by a transfer.
public struct ReceivedTransferredFile: Sendable {
  public let file: URL
  public let isOriginalFile: Bool
}

/// A value transferred as a file of a content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, ConvertingRepresentation {
  public typealias Body = Never
  let contentType: UTType
  let exporting: ((Item) async throws -> SentTransferredFile)?
  let importing: ((ReceivedTransferredFile) async throws -> Item)?

  public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }
  public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
    self.contentType = contentType
    self.exporting = exporting
    importing = nil
  }
  public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    self.contentType = contentType
    exporting = nil
    self.importing = importing
  }

  /// Files travel as their contents; a received one is written to a temporary file.
  var conversions: [TransferConversion] {
    [TransferConversion(
      contentType: contentType,
      export: exporting.map { export in { try Data(contentsOf: try await export($0 as! Item).file) } },
      importing: importing.map { read in
        { data in
          let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
          try data.write(to: url)
          return try await read(ReceivedTransferredFile(file: url, isOriginalFile: false))
        }
      })]
  }
}

extension TransferRepresentation {
  /// The file name a receiver is offered (recorded, not used headlessly).
  public func suggestedFileName(_ fileName: String) -> Self { self }
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
  public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Who can see a representation.
public struct TransferRepresentationVisibility: Sendable, Equatable {
  let name: String
  public static let all = TransferRepresentationVisibility(name: "all")
  public static let team = TransferRepresentationVisibility(name: "team")
  public static let group = TransferRepresentationVisibility(name: "group")
  public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}
