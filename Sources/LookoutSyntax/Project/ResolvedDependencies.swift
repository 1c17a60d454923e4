import Foundation

/// A dependency at the version a project's lock file pins: SwiftPM's `Package.resolved` (a package's, an
/// Xcode project's or workspace's), CocoaPods' `Podfile.lock`, Carthage's `Cartfile.resolved`.
public struct ResolvedDependency: Sendable, Hashable {
  /// How the lock file names it: a repository's `owner/name` (lowercased, from SwiftPM's location or
  /// Carthage's `github "…"`), or a pod's name.
  public let name: String
  /// The pinned version (`2.5.3` → `[2, 5, 3]`); nil when the pin is a branch or a revision.
  public let version: [Int]?
  /// The lock file it is pinned in.
  public let file: String

  public init(name: String, version: [Int]?, file: String) {
    self.name = name
    self.version = version
    self.file = file
  }

  /// Whether the pinned version is `minimum` or later (false when no version is pinned).
  public func isAtLeast(_ minimum: [Int]) -> Bool {
    guard let version else { return false }
    for (index, part) in minimum.enumerated() {
      let own = index < version.count ? version[index] : 0
      if own != part { return own > part }
    }
    return true
  }

  /// `2.5.3` → `[2, 5, 3]`, `v2.4.5` → `[2, 4, 5]`; nil for anything else.
  static func version(_ text: Substring) -> [Int]? {
    let digits = text.hasPrefix("v") ? text.dropFirst() : text
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.count <= 4, parts.allSatisfy({ $0 != nil }) else { return nil }
    return parts.compactMap { $0 }
  }
}

/// Finds and reads the lock files of the projects under (or enclosing) some paths.
public enum ResolvedDependencies {
  static let lockFileNames: Set<String> = ["Package.resolved", "Podfile.lock", "Cartfile.resolved"]

  /// Every pin in the lock files under `roots` (build output and checkouts excepted, so `Pods/` is not
  /// read, but an Xcode project's `project.xcworkspace/xcshareddata/swiftpm/` is) and in those of the
  /// project enclosing each root, up to its repository's root.
  public static func find(under roots: [String]) -> [ResolvedDependency] {
    var files: Set<String> = []
    let manager = FileManager.default
    for root in roots {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
      let start = isDirectory.boolValue ? root : (root as NSString).deletingLastPathComponent
      files.formUnion(enclosingLockFiles(above: start.isEmpty ? "." : start))
      guard isDirectory.boolValue, let enumerator = manager.enumerator(atPath: root) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if SourceDiscovery.skippedDirectories.contains(name) {
          enumerator.skipDescendants()
        } else if lockFileNames.contains(name) {
          files.insert((root as NSString).appendingPathComponent(relative))
        }
      }
    }
    return files.sorted().flatMap { path -> [ResolvedDependency] in
      guard let data = manager.contents(atPath: path) else { return [] }
      return read(String(decoding: data, as: UTF8.self), path: path)
    }
  }

  /// The pins of one lock file, by its name.
  public static func read(_ text: String, path: String) -> [ResolvedDependency] {
    switch (path as NSString).lastPathComponent {
    case "Package.resolved": return packageResolved(text, path: path)
    case "Podfile.lock": return podfileLock(text, path: path)
    case "Cartfile.resolved": return cartfileResolved(text, path: path)
    default: return []
    }
  }

  /// `Package.resolved`, format 1 (`object.pins[].repositoryURL`) or 2 and 3 (`pins[].location`).
  static func packageResolved(_ text: String, path: String) -> [ResolvedDependency] {
    guard let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return [] }
    let pins = (json["pins"] ?? (json["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
    return pins.compactMap { pin in
      guard let location = (pin["location"] ?? pin["repositoryURL"]) as? String, let name = repositoryName(location) else { return nil }
      let version = ((pin["state"] as? [String: Any])?["version"] as? String).flatMap { ResolvedDependency.version($0[...]) }
      return ResolvedDependency(name: name, version: version, file: path)
    }
  }

  /// `Podfile.lock`'s `PODS:` list: `  - Factory (2.5.3)`, subspecs (`Factory/Core`) named by their pod.
  static func podfileLock(_ text: String, path: String) -> [ResolvedDependency] {
    var found: [ResolvedDependency] = []
    var inPods = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.hasPrefix(" ") { inPods = line.hasPrefix("PODS:") }
      guard inPods, line.hasPrefix("  - ") else { continue }
      let entry = line.dropFirst(4)
      guard let open = entry.firstIndex(of: "("), let close = entry.lastIndex(of: ")"), open < close else { continue }
      let pod = entry[..<open].trimmingCharacters(in: .whitespaces).split(separator: "/").first.map(String.init) ?? ""
      let version = ResolvedDependency.version(entry[entry.index(after: open)..<close])
      if !pod.isEmpty { found.append(ResolvedDependency(name: pod, version: version, file: path)) }
    }
    return found
  }

  /// `Cartfile.resolved`: `github "owner/name" "2.5.3"`.
  static func cartfileResolved(_ text: String, path: String) -> [ResolvedDependency] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\"")
      guard line.hasPrefix("github "), parts.count >= 4 else { return nil }
      return ResolvedDependency(name: parts[1].lowercased(), version: ResolvedDependency.version(parts[3]), file: path)
    }
  }

  /// `https://github.com/hmlongco/Factory.git`, `git@github.com:hmlongco/Factory` → `hmlongco/factory`.
  static func repositoryName(_ location: String) -> String? {
    var trimmed = location.lowercased()
    if trimmed.hasSuffix("/") { trimmed.removeLast() }
    if trimmed.hasSuffix(".git") { trimmed.removeLast(4) }
    let parts = trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" })
    guard parts.count >= 2 else { return nil }
    return "\(parts[parts.count - 2])/\(parts[parts.count - 1])"
  }

  /// The lock files of the directories above `directory`, up to the repository's root (`.git`): the
  /// project's own `Package.resolved`, and those of its Xcode projects and workspaces.
  private static func enclosingLockFiles(above directory: String) -> [String] {
    let manager = FileManager.default
    var found: [String] = []
    for current in RepositoryAncestors.of(directory) {
      let names = (try? manager.contentsOfDirectory(atPath: current.path)) ?? []
      found += names.filter(lockFileNames.contains).map { current.appendingPathComponent($0).path }
      for name in names where name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
        let shared = name.hasSuffix(".xcodeproj") ? "project.xcworkspace/xcshareddata" : "xcshareddata"
        let resolved = current.appendingPathComponent(name).appendingPathComponent(shared).appendingPathComponent("swiftpm/Package.resolved")
        if manager.fileExists(atPath: resolved.path) { found.append(resolved.path) }
      }
    }
    return found
  }
}
