import Foundation
import Synchronization
import LookoutUniformTypeIdentifiers

/// An object an item provider can hand out (`NSString`, `NSURL`), by the types it writes.
public protocol NSItemProviderWriting: AnyObject {
  static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// An object an item provider can make from data of the types it reads.
public protocol NSItemProviderReading: AnyObject {
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text", "public.text"] }
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    Self(string: String(decoding: data, as: UTF8.self))
  }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    guard let url = NSURL(string: String(decoding: data, as: UTF8.self)) as? Self else { throw CocoaError(.coderReadCorrupt) }
    return url
  }
}

/// Foundation's item provider (what drag and drop, sharing and the pasteboard pass around), which Foundation on
/// Linux lacks: data and objects by uniform type identifier, loaded asynchronously, as on Apple platforms.
open class NSItemProvider: NSObject, @unchecked Sendable {
  /// How far a registered representation is visible: headlessly, to everyone.
  public enum RepresentationVisibility: Int, Sendable { case all, team, group, ownProcess }

  private struct Representation {
    let typeIdentifier: String
    let load: (@escaping (Data?, (any Error)?) -> Void) -> Void
  }
  private let lock = NSLock()
  private var representations: [Representation] = []
  private var objects: [(typeIdentifiers: [String], object: AnyObject)] = []
  open var suggestedName: String?

  public override init() {}

  /// A provider of `object` (an `NSString`, an `NSURL`).
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  /// A provider of `item` (data, a string, a URL) of type `typeIdentifier`.
  public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
    self.init()
    guard let item, let typeIdentifier else { return }
    let data: Data? = (item as? NSData).map { Data($0) } ?? (item as? NSString).map { Data(String($0).utf8) }
      ?? (item as? NSURL).flatMap { ($0.absoluteString as String?).map { Data($0.utf8) } }
    registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
      completion(data, nil)
      return nil
    }
  }

  /// A provider of a file's contents, typed by its extension.
  public convenience init?(contentsOf fileURL: URL) {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
    self.init()
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
    let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
    registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
      do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
      return nil
    }
  }

  open var registeredTypeIdentifiers: [String] {
    lock.withLock { objects.flatMap(\.typeIdentifiers) + representations.map(\.typeIdentifier) }
  }

  /// Whether the provider has data of a type that is, or conforms to, `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains { Self.conforms($0, conformsTo: typeIdentifier) }
  }
  open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
    hasItemConformingToTypeIdentifier(typeIdentifier)
  }

  static func conforms(_ identifier: String, conformsTo other: String) -> Bool {
    guard identifier != other else { return true }
    guard let type = UTType(identifier), let supertype = UTType(other) else { return false }
    return type.conforms(to: supertype)
  }

  open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
                                       loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
    lock.withLock { representations.append(Representation(typeIdentifier: typeIdentifier) { _ = loadHandler($0) }) }
  }

  open func registerObject(_ object: any NSItemProviderWriting, visibility: RepresentationVisibility) {
    let types = Swift.type(of: object).writableTypeIdentifiersForItemProvider
    lock.withLock { objects.append((types, object)) }
  }

  /// Loads the data of the first representation conforming to `typeIdentifier`; `completionHandler` runs on a
  /// background queue, as on Apple platforms.
  @discardableResult
  open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                   completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    let (representation, object) = lock.withLock {
      (representations.first { Self.conforms($0.typeIdentifier, conformsTo: typeIdentifier) },
       objects.first { $0.typeIdentifiers.contains { Self.conforms($0, conformsTo: typeIdentifier) } }?.object)
    }
    ItemLoads.begin()
    let deliver = { (data: Data?, error: (any Error)?) in
      progress.completedUnitCount = 1
      DispatchQueue.global().async {
        completionHandler(data, error)
        ItemLoads.end()
      }
    }
    if let representation {
      representation.load(deliver)
    } else if let object {
      deliver(Self.data(of: object), nil)
    } else {
      deliver(nil, CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no representation of type \(typeIdentifier)"]))
    }
    return progress
  }

  /// Loads the item of type `typeIdentifier` as an object: the data, a string or a URL.
  open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                     completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil) {
    loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
      guard let data else { return completionHandler?(nil, error) ?? () }
      let item: any NSSecureCoding
      if Self.conforms(typeIdentifier, conformsTo: "public.url"), let url = NSURL(string: String(decoding: data, as: UTF8.self)) {
        item = url
      } else if Self.conforms(typeIdentifier, conformsTo: "public.text") {
        item = NSString(string: String(decoding: data, as: UTF8.self))
      } else {
        item = NSData(data: data)
      }
      completionHandler?(item, nil)
    }
  }

  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
  }

  /// Loads an object of `aClass` from the first representation it can read.
  @discardableResult
  open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                       completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
    guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
      completionHandler(nil, CocoaError(.fileReadUnknown))
      return Progress(totalUnitCount: 1)
    }
    nonisolated(unsafe) let aClass = aClass
    return loadDataRepresentation(forTypeIdentifier: type) { data, error in
      guard let data else { return completionHandler(nil, error) }
      do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil) } catch { completionHandler(nil, error) }
    }
  }

  static func data(of object: AnyObject) -> Data? {
    if let string = object as? NSString { return Data(String(string).utf8) }
    if let url = object as? NSURL { return (url.absoluteString as String?).map { Data($0.utf8) } }
    return nil
  }
}

/// Loads under way from item providers, counted so that a test host can wait for those a drop started
/// (their completion handlers run on a background queue, as on Apple platforms).
package enum ItemLoads {
  private static let count = Mutex(0)
  package static func begin() { count.withLock { $0 += 1 } }
  package static func end() { count.withLock { $0 -= 1 } }
  package static var inFlight: Int { count.withLock { $0 } }
}
