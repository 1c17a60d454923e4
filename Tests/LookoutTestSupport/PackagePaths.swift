import Foundation

/// Paths in this package, for tests that read the bundled examples.
public enum PackagePaths {
  public static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }  // PackagePaths.swift, LookoutTestSupport, Tests
    return url.path
  }()

  public static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

  /// A fresh copy of a directory in a temporary place; removed by the caller.
  public static func copy(_ relative: String) throws -> String {
    let destination = NSTemporaryDirectory() + "lookout-test-\(UUID().uuidString)"
    try FileManager.default.copyItem(atPath: path(relative), toPath: destination)
    return destination
  }

  /// The `.swift` files under `directory`, relative to it, with their text.
  public static func swiftFiles(under directory: String) -> [String: String] {
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
