import Foundation

/// What a project's build settings say that rules depend on, read once per run: deployment targets, the
/// default actor isolation, whether nonisolated async functions run on the caller's actor, the Swift
/// language mode, and the Xcode it builds with. Settings come from `Package.swift` (per target),
/// `project.pbxproj`, `.xcconfig` and XcodeGen's `project.yml`/`target.yml`; `.lookout.json` overrides them.
public struct ProjectSettings: Sendable {
  /// Settings that hold for the Swift files under a directory.
  public struct Scope: Sendable, Hashable {
    /// The project (a directory with a `Package.swift`, an Xcode project or an XcodeGen spec) it belongs to.
    public let project: String
    /// The directory it covers: the project's, or a package target's.
    public let directory: String
    public var mainActorByDefault = false
    public var nonisolatedNonsending = false
    public var swiftLanguageMode: Int?
    /// The module a package target's directory builds (its target name); nil for a project's own scope.
    public var module: String?

    public init(project: String, directory: String, mainActorByDefault: Bool = false,
                nonisolatedNonsending: Bool = false, swiftLanguageMode: Int? = nil, module: String? = nil) {
      self.module = module
      self.project = project
      self.directory = directory
      self.mainActorByDefault = mainActorByDefault
      self.nonisolatedNonsending = nonisolatedNonsending
      self.swiftLanguageMode = swiftLanguageMode
    }
  }

  public var deploymentTargets: [DeploymentTarget] = []
  public var scopes: [Scope] = []
  /// Every directory that is a project's root, to find the project a file belongs to.
  public var projects: Set<String> = []
  public var swiftUI = SwiftUIGeneration.default
  /// From `.lookout.json`: `"defaultIsolation": "MainActor"` or `"nonisolated"`.
  public var defaultIsolationOverride: Bool?

  public init() {}

  /// Reads the settings of the projects under (and around) `roots`.
  public static func read(under roots: [String], configuration: ProjectConfiguration = ProjectConfiguration()) -> ProjectSettings {
    var settings = ProjectSettings()
    settings.swiftUI = configuration.swiftUI
    settings.defaultIsolationOverride = configuration.mainActorByDefault
    let files = ProjectSettingFiles.find(under: roots)
    settings.deploymentTargets = DeploymentTarget.read(files)
    for path in files {
      let name = (path as NSString).lastPathComponent
      if name == "project.pbxproj" {
        let project = standardized(((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent)
        settings.projects.insert(project)
      } else if name == "Package.swift" || name == "project.yml" {
        settings.projects.insert(standardized((path as NSString).deletingLastPathComponent))
      }
    }
    for path in files {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      let directory = standardized((path as NSString).deletingLastPathComponent)
      if path.hasSuffix("Package.swift") {
        settings.scopes += PackageManifestSettings.scopes(text, directory: directory)
      } else {
        let project = path.hasSuffix("project.pbxproj")
          ? standardized((directory as NSString).deletingLastPathComponent)
          : settings.project(containing: directory) ?? directory
        var scope = Scope(project: project, directory: project)
        BuildSettingValues.apply(text, to: &scope)
        if scope.mainActorByDefault || scope.nonisolatedNonsending || scope.swiftLanguageMode != nil { settings.scopes.append(scope) }
      }
    }
    return settings
  }

  /// Whether the code in `path` is isolated to the main actor unless it says otherwise.
  public func isMainActorByDefault(_ path: String) -> Bool {
    defaultIsolationOverride ?? applicable(to: path).contains { $0.mainActorByDefault }
  }

  /// Whether a nonisolated `async` function in `path` runs on its caller's actor (Swift 6.2's
  /// `NonisolatedNonsendingByDefault`, part of Xcode's "approachable concurrency").
  public func runsNonisolatedAsyncOnCaller(_ path: String) -> Bool {
    applicable(to: path).contains { $0.nonisolatedNonsending }
  }

  /// The deployment targets of the project `path` belongs to.
  public func deploymentTargets(for path: String) -> [DeploymentTarget] {
    let project = project(containing: Self.standardized(path))
    return deploymentTargets.filter { target in
      self.project(containing: Self.standardized((target.source as NSString).deletingLastPathComponent)) == project
    }
  }

  /// The Swift language mode `path` is built in, when the settings say.
  public func swiftLanguageMode(_ path: String) -> Int? {
    applicable(to: path).compactMap(\.swiftLanguageMode).max()
  }

  /// The scopes of the project `path` belongs to that cover it.
  private func applicable(to path: String) -> [Scope] {
    let file = Self.standardized(path)
    guard let project = project(containing: file) else { return [] }
    return scopes.filter { $0.project == project && Self.isInside(file, $0.directory) }
  }

  /// The innermost project directory that holds `path`.
  func project(containing path: String) -> String? {
    projects.filter { Self.isInside(path, $0) }.max { $0.count < $1.count }
  }

  static func isInside(_ path: String, _ directory: String) -> Bool {
    path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
  }

  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
  }
}
