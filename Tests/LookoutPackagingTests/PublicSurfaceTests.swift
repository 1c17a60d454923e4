import Foundation
import LookoutTestSupport
import Testing

/// The runtime's public face, counted as its interface shows it: one namespace for the tracking vocabulary
/// (as SE-0506 nests Observation's), no handle only LookoutUI used, and no more declarations than
/// Observation offers for the same features.
@Suite struct PublicSurfaceTests {
  /// What SE-0506 (Swift 6.4, OS 27) adds to Observation 6.3's public interface, from Apple's documentation
  /// of `ObservationTracking`: the namespace made public; `Options` (`init()`, `willSet`, `didSet`, `deinit`
  /// and its eleven `SetAlgebra` members); `Event` (`Kind` and its four kinds, `kind`, `matches(_:)`,
  /// `cancel()`); `Token` (`cancel()`); `withObservationTracking(options:_:onChange:)` and
  /// `withContinuousObservation(options:apply:)`.
  static let se0506Additions = 1 + (1 + 1 + 3 + 11) + (1 + 1 + 4 + 1 + 1 + 1) + (1 + 1) + 2

  /// Members the compiler writes into an interface for a conformance (`OptionSet`'s associated types, an
  /// enum's `Hashable`): not declared, not in the documentation.
  static let synthesized: Set<String> = ["ArrayLiteralElement", "Element", "RawValue", "hash", "hashValue", ""]

  @Test func noMoreDeclarationsThanObservationForTheSameFeatures() throws {
    let lookout = try Self.lookoutInterface()
    let declarations = Self.publicDeclarations(in: lookout).filter { !Self.synthesized.contains($0.name) }
    let observation63 = try Self.publicDeclarations(in: String(contentsOfFile: Self.observationInterface(), encoding: .utf8))
    let userFacing = declarations.filter { !$0.name.hasPrefix("_") }
    let forGeneratedCode = declarations.filter { $0.name.hasPrefix("_") }
    print("public declarations: Lookout \(declarations.count) (\(userFacing.count) user-facing, \(forGeneratedCode.count) "
      + "underscored, for the code @Tracked generates); Observation 6.3.1 \(observation63.count), with SE-0506 "
      + "\(observation63.count + Self.se0506Additions)")
    #expect(observation63.count >= 20, "the count reads Observation's interface")
    #expect(declarations.count <= observation63.count + Self.se0506Additions)
    // The vocabulary is nested under one namespace; LookoutUI's old handle and unused members are gone.
    let names = Set(declarations.map(\.name))
    for nested in ["Options", "Event", "Token", "Kind"] { #expect(names.contains(nested)) }
    for gone in ["TrackingOptions", "TrackingEvent", "TrackingToken", "PendingTracking", "withCancellableTracking",
                 "subjectType", "isAbout", "propertyDescription", "_shouldNotify"] {
      #expect(!names.contains(gone), "\(gone) is still public")
    }
    #expect(lookout.contains("public enum Tracking"))
  }

  /// `(kind, name)` of each public declaration of an interface: types, members, macros and enum cases.
  static func publicDeclarations(in interface: String) -> [(kind: String, name: String)] {
    let declaration = try! NSRegularExpression(pattern:
      #"\b(public|open)\s+((final|static|class|nonisolated|mutating|indirect|convenience|required|override|dynamic)\s+)*(func|var|let|init|struct|class|enum|protocol|typealias|macro|subscript|actor)\b\s*([^\s(<:=]*)"#)
    let enumCase = try! NSRegularExpression(pattern: #"^\s*case\s+`?(\w+)"#)
    var found: [(String, String)] = []
    for line in interface.split(separator: "\n").map(String.init) {
      let range = NSRange(line.startIndex..., in: line)
      if let match = declaration.firstMatch(in: line, range: range) {
        let name = Range(match.range(at: 5), in: line).map { String(line[$0]) } ?? ""
        if name.hasPrefix("__") { continue }  // the compiler's `@_implements` witnesses
        found.append((String(line[Range(match.range(at: 4), in: line)!]), name))
      } else if let match = enumCase.firstMatch(in: line, range: range) {
        found.append(("case", String(line[Range(match.range(at: 1), in: line)!])))
      }
    }
    return found
  }

  /// The interfaces of LookoutCore and Lookout, emitted with library evolution as a binary release would be.
  static func lookoutInterface() throws -> String {
    let directory = NSTemporaryDirectory() + "lookout-interface-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "module LookoutShims { header \"\(PackagePaths.path("Sources/LookoutShims/include/LookoutShims.h"))\" export * }\n"
      .write(toFile: directory + "/module.modulemap", atomically: true, encoding: .utf8)
    var text = ""
    for module in ["LookoutCore", "Lookout"] {
      let files = PackagePaths.swiftFiles(under: PackagePaths.path("Sources/\(module)")).keys.sorted()
        .map { PackagePaths.path("Sources/\(module)/\($0)") }
      let result = try Shell.run([
        "swiftc", "-emit-module", "-enable-library-evolution", "-swift-version", "6", "-module-name", module,
        // As SwiftPM builds it: `package` declarations (for LookoutSwiftUI) stay out of the public interface.
        "-package-name", "Lookout", "-emit-module-interface-path", "\(directory)/\(module).swiftinterface", "-o", "\(directory)/\(module).swiftmodule",
        "-I", directory,
      ] + files, in: directory)
      guard result.status == 0 else { throw Shell.Failure(command: "emit \(module)'s interface", result: result) }
      text += try String(contentsOfFile: "\(directory)/\(module).swiftinterface", encoding: .utf8)
    }
    return text
  }

  struct MissingInterface: Error { let folder: String }

  /// The Observation interface this platform's Swift ships: the toolchain's on Linux, the SDK's on a Mac.
  static func observationInterface() throws -> String {
    #if os(Linux)
    let folder = (DarwinSDK.toolchainLibrary ?? "") + "/linux/Observation.swiftmodule"
    #else
    let sdk = try Shell.run(["xcrun", "--show-sdk-path"], in: NSTemporaryDirectory()).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let folder = sdk + "/usr/lib/swift/Observation.swiftmodule"
    #endif
    guard let file = try? FileManager.default.contentsOfDirectory(atPath: folder)
      .first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains(".private.") }) else { throw MissingInterface(folder: folder) }
    return "\(folder)/\(file)"
  }
}
