import Foundation
import LookoutFoundationParity

// Foundation's types, transferable as on Apple platforms.

extension String: Transferable {
  public static var transferRepresentation: DataRepresentation<String> {
    DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
  }
}

extension URL: Transferable {
  public static var transferRepresentation: DataRepresentation<URL> {
    DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
      guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw TransferError.unsupportedContentType(.url) }
      return url
    })
  }
}

extension Data: Transferable {
  public static var transferRepresentation: DataRepresentation<Data> {
    DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
  }
}

extension AttributedString: Transferable {
  public static var transferRepresentation: ProxyRepresentation<AttributedString, String> {
    ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
  }
}

extension NSItemProvider {
  /// A provider of `transferable`, by each representation it exports.
  public convenience init<T: Transferable>(transferable: T) {
    self.init()
    register(transferable)
  }

  /// Registers the representations `transferable` exports.
  public func register<T: Transferable>(_ transferable: T) {
    for contentType in T.exportedContentTypes {
      let export = Unchecked({ try await transferable.exported(as: contentType) })
      registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: .all) { completion in
        let completion = Unchecked(completion)
        Task {
          do { completion.value(try await export.value(), nil) } catch { completion.value(nil, error) }
        }
        return nil
      }
    }
  }

  /// Loads a value of `type` from the first representation it can read.
  @discardableResult
  public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
    guard let contentType = T.importedContentTypes.first(where: { hasItemConformingToTypeIdentifier($0.identifier) })
      ?? registeredTypeIdentifiers.lazy.compactMap(UTType.init).first(where: { type in T.importedContentTypes.contains { type.conforms(to: $0) } }) else {
      completionHandler(.failure(TransferError.unsupportedContentType(nil)))
      return Progress(totalUnitCount: 1)
    }
    let load = Unchecked(Self.loader(T.self, contentType: contentType, completionHandler: completionHandler))
    ItemLoads.begin()
    return loadDataRepresentation(forTypeIdentifier: contentType.identifier) { data, error in
      Task {
        await load.value(data, error)
        ItemLoads.end()
      }
    }
  }

  /// Reads a `T` from data and hands it on.
  private static func loader<T: Transferable>(_ type: T.Type, contentType: UTType,
                                              completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> (Data?, (any Error)?) async -> Void {
    { data, error in
      guard let data else { return completionHandler(.failure(error ?? TransferError.unsupportedContentType(contentType))) }
      do { completionHandler(.success(try await T(importing: data, contentType: contentType))) } catch { completionHandler(.failure(error)) }
    }
  }
}

/// A value carried into a task: transferables are values, read and written on one task at a time.
private struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
