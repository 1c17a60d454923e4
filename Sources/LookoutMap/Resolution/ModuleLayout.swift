import Foundation
import LookoutSyntax

/// Which module each file belongs to: the package target whose directory holds it (`Package.swift`), else
/// the Xcode project around it (named after its `.xcodeproj`), else a `Sources/<Module>/` folder in its
/// path, else the directory given to the tool.
public struct ModuleLayout: Sendable {
  /// Package targets' directories and names, longest first.
  private let targets: [(directory: String, module: String)]
  /// Project directories and their module names, longest first.
  private let projects: [(directory: String, module: String)]
  private let fallback: String

  /// The layout the project settings describe; files outside every project belong to `fallback`.
  public init(settings: ProjectSettings, fallback: String = "main") {
    targets = settings.scopes.compactMap { scope in scope.module.map { (scope.directory, $0) } }
      .sorted { $0.directory.count > $1.directory.count }
    projects = settings.projects.map { directory in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      let project = names.sorted().first { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
      return (directory, project ?? (directory as NSString).lastPathComponent)
    }.sorted { $0.directory.count > $1.directory.count }
    self.fallback = fallback
  }

  /// A layout with no projects: modules come from `Sources/<Module>/` folders, else `fallback`.
  public init(fallback: String = "main") {
    targets = []
    projects = []
    self.fallback = fallback
  }

  /// The module of the file at `path`.
  public func module(of path: String) -> String {
    let absolute = Self.standardized(path)
    if let target = targets.first(where: { Self.isInside(absolute, $0.directory) }) { return target.module }
    let components = path.split(separator: "/")
    if let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count {
      return String(components[sources + 1])
    }
    if let project = projects.first(where: { Self.isInside(absolute, $0.directory) }) { return project.module }
    return fallback
  }

  static func isInside(_ path: String, _ directory: String) -> Bool {
    path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
  }

  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
  }
}
