import Foundation

/// Where the units' repositories are on this machine: local git copies under one directory, never fetched by
/// the benchmark. A repository `owner/name` is found at `<directory>/owner+name/repo`, `<directory>/owner+name`
/// or `<directory>/owner/name`, as a clone or a bare repository.
public struct UnitSources: Sendable {
  public let directory: String

  public init(directory: String) { self.directory = directory }

  /// The git directory of `repository`, if there is a copy.
  func gitDirectory(of repository: String) -> String? {
    let parts = repository.split(separator: "/")
    guard parts.count == 2 else { return nil }
    let candidates = ["\(parts[0])+\(parts[1])/repo", "\(parts[0])+\(parts[1])", "\(parts[0])/\(parts[1])"]
    for candidate in candidates {
      let root = (directory as NSString).appendingPathComponent(candidate)
      for gitDirectory in [(root as NSString).appendingPathComponent(".git"), root]
      where FileManager.default.fileExists(atPath: (gitDirectory as NSString).appendingPathComponent("HEAD")) {
        return gitDirectory
      }
    }
    return nil
  }

  /// Writes the unit's directory at its commit under `destination`, and returns its `.swift` files (sorted,
  /// without the excluded and the hidden ones).
  func extract(_ unit: CompatibilityUnit, into destination: String) throws -> [String] {
    guard let gitDirectory = gitDirectory(of: unit.repository) else {
      throw MissingSource(
        "\(unit.location): no copy of \(unit.repository) under \(directory); clone it there "
          + "(git clone https://github.com/\(unit.repository) \(directory)/\(unit.repository.replacingOccurrences(of: "/", with: "+")))")
    }
    try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
    let archive = Process()
    archive.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    archive.arguments = ["git", "--git-dir", gitDirectory, "archive", "--format=tar", unit.commit, "--", unit.path]
    let untar = Process()
    untar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    untar.arguments = ["tar", "-x", "-C", destination]
    let pipe = Pipe()
    let errors = Pipe()
    archive.standardOutput = pipe
    archive.standardError = errors
    untar.standardInput = pipe
    try archive.run()
    try untar.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    archive.waitUntilExit()
    untar.waitUntilExit()
    guard archive.terminationStatus == 0, untar.terminationStatus == 0 else {
      throw MissingSource(
        "\(unit.location): \(unit.repository)@\(unit.commit) has no '\(unit.path)' in \(gitDirectory) "
          + "(\(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))); fetch that commit")
    }
    let root = (destination as NSString).appendingPathComponent(unit.path)
    let excluded = unit.excluded.map { (root as NSString).appendingPathComponent($0) }
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      let path = (root as NSString).appendingPathComponent(relative)
      // Hidden files and folders (`._View.swift`, AppleDouble copies) are not sources, as SwiftPM skips them.
      guard relative.hasSuffix(".swift"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }), !excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { continue }
      files.append(path)
    }
    if FileManager.default.fileExists(atPath: root), root.hasSuffix(".swift") { files = [root] }
    return files.sorted()
  }

  /// A unit whose sources are not on this machine.
  public struct MissingSource: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
  }
}
