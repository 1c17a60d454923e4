import Foundation

/// Paths in this package, for tests that read the bundled examples.
enum PackagePaths {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }  // Support, LookoutMigrationTests, Tests
    return url.path
  }()

  static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

  /// A fresh copy of a directory in a temporary place; removed by the caller.
  static func copy(_ relative: String) throws -> String {
    let destination = NSTemporaryDirectory() + "lookout-test-\(UUID().uuidString)"
    try FileManager.default.copyItem(atPath: path(relative), toPath: destination)
    return destination
  }

  /// The `.swift` files under `directory`, relative to it, with their text.
  static func swiftFiles(under directory: String) -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift"), relative != "Package.swift",
            let text = try? String(contentsOfFile: (directory as NSString).appendingPathComponent(relative), encoding: .utf8)
      else { continue }
      files[relative] = text
    }
    return files
  }
}
