import Foundation

/// The files that hold a project's build settings: `Package.swift`, `project.pbxproj`, `.xcconfig`, XcodeGen
/// specs (`project.yml`, and the `*.yml` files beside or below it) and Tuist manifests (`Project.swift`).
enum ProjectSettingFiles {
  /// The setting files under (or at) `roots`, and those of the project that encloses each root:
  /// `lint App/Sources` reads `App/Package.swift`.
  static func find(under roots: [String]) -> [String] {
    let manager = FileManager.default
    var candidates: [String] = []
    for root in roots {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
      let start = isDirectory.boolValue ? root : (root as NSString).deletingLastPathComponent
      candidates += enclosingProjectFiles(above: start.isEmpty ? "." : start)
      guard isDirectory.boolValue, let enumerator = manager.enumerator(atPath: root) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if SourceDiscovery.skippedDirectories.contains(name) || name == ".github" {
          enumerator.skipDescendants()
        } else if isSettingFile(name) {
          candidates.append((root as NSString).appendingPathComponent(relative))
        }
      }
    }
    return Array(Set(candidates)).sorted()
  }

  static func isSettingFile(_ name: String) -> Bool {
    name == "Package.swift" || name == "project.pbxproj" || name.hasSuffix(".xcconfig") || name.hasSuffix(".yml")
      || name == TuistManifest.fileName
  }

  /// The setting files of the nearest directory above `directory` that holds a `Package.swift` or an Xcode
  /// project, looking no higher than a repository's root (`.git`); none when `directory` is a project itself.
  private static func enclosingProjectFiles(above directory: String) -> [String] {
    let manager = FileManager.default
    let own = (try? manager.contentsOfDirectory(atPath: URL(fileURLWithPath: directory).standardizedFileURL.path)) ?? []
    if isProject(own) { return [] }
    for current in RepositoryAncestors.of(directory) {
      let names = (try? manager.contentsOfDirectory(atPath: current.path)) ?? []
      var files = names.filter { $0 == "Package.swift" || $0.hasSuffix(".xcconfig") || $0 == "project.yml" || $0 == TuistManifest.fileName }
        .map { current.appendingPathComponent($0).path }
      for project in names where project.hasSuffix(".xcodeproj") {
        files.append(current.appendingPathComponent(project).appendingPathComponent("project.pbxproj").path)
      }
      if isProject(names) { return files }
    }
    return []
  }

  private static func isProject(_ names: [String]) -> Bool {
    names.contains("Package.swift") || names.contains("project.yml") || names.contains(TuistManifest.fileName)
      || names.contains(where: { $0.hasSuffix(".xcodeproj") })
  }
}
