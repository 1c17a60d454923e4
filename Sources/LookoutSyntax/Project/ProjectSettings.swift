import Foundation

/// What a project's build settings say that rules depend on, read once per run: deployment targets, the
/// default actor isolation, whether nonisolated async functions run on the caller's actor, the Swift
/// language mode, and the Xcode it builds with. Settings come from `Package.swift` (per target),
/// `project.pbxproj` (per target, for the files each compiles), `.xcconfig` and XcodeGen's
/// `project.yml`/`target.yml`; `.lookout.json` overrides them.
public struct ProjectSettings: Sendable {
  /// The files an Xcode target compiles: those it lists, and those under the folders it synchronizes but
  /// for its exceptions.
  public struct Membership: Sendable, Hashable {
    public var files: Set<String>
    public var folders: [String]
    public var excluded: Set<String>
    /// The target's name (`App`, `Widget`).
    public var target: String

    public init(files: Set<String> = [], folders: [String] = [], excluded: Set<String> = [], target: String = "") {
      self.files = files
      self.folders = folders
      self.excluded = excluded
      self.target = target
    }

    public func contains(_ path: String) -> Bool {
      files.contains(path) || (!excluded.contains(path) && folders.contains { ProjectSettings.isInside(path, $0) })
    }
  }

  /// Settings that hold for some Swift files: those under a directory, or those an Xcode target compiles.
  public struct Scope: Sendable, Hashable {
    /// The project (a directory with a `Package.swift`, an Xcode project or an XcodeGen spec) it belongs to.
    public let project: String
    /// The directory it covers: the project's, or a package target's.
    public let directory: String
    /// For an Xcode target: the files it compiles (the scope covers those, not the whole directory).
    public var members: Membership?
    public var mainActorByDefault = false
    public var nonisolatedNonsending = false
    public var swiftLanguageMode: Int?
    /// Built with library evolution (`BUILD_LIBRARY_FOR_DISTRIBUTION`, `-enable-library-evolution`): the
    /// module's interface is written out and checked.
    public var libraryEvolution = false
    /// The module a package target's directory builds (its target name); nil for a project's own scope.
    public var module: String?
    /// For an Xcode target: the deployment targets it builds for (its own, else its project's, per platform).
    public var deploymentTargets: [DeploymentTarget] = []

    public init(project: String, directory: String, members: Membership? = nil, mainActorByDefault: Bool = false,
                nonisolatedNonsending: Bool = false, swiftLanguageMode: Int? = nil, module: String? = nil) {
      self.module = module
      self.project = project
      self.directory = directory
      self.members = members
      self.mainActorByDefault = mainActorByDefault
      self.nonisolatedNonsending = nonisolatedNonsending
      self.swiftLanguageMode = swiftLanguageMode
    }

    /// Whether it sets anything the default does not.
    var setsSomething: Bool {
      mainActorByDefault || nonisolatedNonsending || swiftLanguageMode != nil || libraryEvolution || !deploymentTargets.isEmpty
    }

    func covers(_ path: String) -> Bool {
      members.map { $0.contains(path) } ?? ProjectSettings.isInside(path, directory)
    }
  }

  public var deploymentTargets: [DeploymentTarget] = []
  public var scopes: [Scope] = []
  /// Every directory that is a project's root, to find the project a file belongs to.
  public var projects: Set<String> = []
  public var swiftUI = SwiftUIGeneration.default
  /// From `.lookout.json`: `"defaultIsolation": "MainActor"` or `"nonisolated"`.
  public var defaultIsolationOverride: Bool?
  /// Xcode projects whose targets were read, with the files all of them compile: a file of such a project
  /// that none compiles is built by no target.
  public var xcodeMembership: [String: [Membership]] = [:]

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
      } else if name == "Package.swift" || name == "project.yml" || name == TuistManifest.fileName {
        settings.projects.insert(standardized((path as NSString).deletingLastPathComponent))
      }
    }
    // Xcode projects first: the files their targets compile get those targets' settings, and the project's
    // `.xcconfig` and XcodeGen files (read through the targets that use them) apply to nothing else.
    for path in files where (path as NSString).lastPathComponent == "project.pbxproj" {
      guard let project = XcodeProjectTargets(pbxproj: path) else { continue }
      let directory = standardized(((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent)
      settings.xcodeMembership[directory] = project.targets.map(\.members)
      for target in project.targets {
        var scope = Scope(project: directory, directory: directory, members: target.members)
        BuildSettingValues.apply(target.settings, to: &scope)
        scope.deploymentTargets = target.deploymentTargets
        if scope.setsSomething { settings.scopes.append(scope) }
      }
    }
    for path in files {
      let directory = standardized((path as NSString).deletingLastPathComponent)
      if !path.hasSuffix("Package.swift"), let project = settings.project(containing: directory), settings.xcodeMembership[project] != nil {
        continue
      }
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      // A Tuist manifest's deployment targets are read above; its other settings are Swift code.
      if (path as NSString).lastPathComponent == TuistManifest.fileName { continue }
      if path.hasSuffix("Package.swift") {
        settings.scopes += PackageManifestSettings.scopes(text, directory: directory)
      } else {
        let project = path.hasSuffix("project.pbxproj")
          ? standardized((directory as NSString).deletingLastPathComponent)
          : settings.project(containing: directory) ?? directory
        var scope = Scope(project: project, directory: project)
        BuildSettingValues.apply(text, to: &scope)
        if scope.setsSomething { settings.scopes.append(scope) }
      }
    }
    return settings
  }

  /// The target that compiles the file at `path`: the package target whose directory holds it, else the
  /// Xcode targets whose sources or synchronized folders hold it (`App, Widget` when several do); nil for a
  /// file outside every project, or one an Xcode project holds and no target compiles.
  public func target(of path: String) -> String? {
    let file = Self.standardized(path)
    if let package = scopes.filter({ $0.module != nil && Self.isInside(file, $0.directory) }).max(by: { $0.directory.count < $1.directory.count }) {
      return package.module
    }
    guard let project = project(containing: (file as NSString).deletingLastPathComponent), let members = xcodeMembership[project] else { return nil }
    let names = members.filter { $0.contains(file) }.map(\.target).filter { !$0.isEmpty }
    return names.isEmpty ? nil : Array(Set(names)).sorted().joined(separator: ", ")
  }

  /// Whether an Xcode project holds the file at `path` (so that a file no target compiles is not the project's source).
  public func isInXcodeProject(_ path: String) -> Bool {
    let file = Self.standardized(path)
    return project(containing: (file as NSString).deletingLastPathComponent).map { xcodeMembership[$0] != nil } ?? false
  }

  /// These settings with build settings (`KEY = VALUE` lines, as in an `.xcconfig`) applied to the files
  /// under `directory`, as if its project set them: for tests and rule examples.
  package func applying(buildSettings text: String, under directory: String) -> ProjectSettings {
    var settings = self
    let project = Self.standardized(directory)
    settings.projects.insert(project)
    var scope = Scope(project: project, directory: project)
    BuildSettingValues.apply(text, to: &scope)
    settings.scopes.append(scope)
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

  /// Whether `path` is built with library evolution, as frameworks shipped as binaries are; false when the
  /// settings do not say so (app targets and local packages are not).
  public func isBuiltWithLibraryEvolution(_ path: String) -> Bool {
    applicable(to: path).contains { $0.libraryEvolution }
  }

  /// The deployment targets `path` is built for: those of the Xcode targets that compile it (a target's own
  /// setting over its project's), else all those of the project it belongs to.
  public func deploymentTargets(for path: String) -> [DeploymentTarget] {
    let compiledBy = Set(applicable(to: path).flatMap(\.deploymentTargets))
    if !compiledBy.isEmpty { return compiledBy.sorted { ($0.source, $0.platform, $0.version) < ($1.source, $1.platform, $1.version) } }
    let project = project(containing: Self.standardized(path))
    return deploymentTargets.filter { target in
      self.project(containing: Self.standardized((target.source as NSString).deletingLastPathComponent)) == project
    }
  }

  /// The Swift language mode `path` is built in, when the settings say.
  public func swiftLanguageMode(_ path: String) -> Int? {
    applicable(to: path).compactMap(\.swiftLanguageMode).max()
  }

  /// Whether `path` belongs to an Xcode project whose targets were read, and none of them compiles it: no
  /// target's settings apply to it, and nothing in it is built.
  public func isCompiledByNoTarget(_ path: String) -> Bool {
    let file = Self.standardized(path)
    guard let project = project(containing: file), let members = xcodeMembership[project] else { return false }
    return !members.contains { $0.contains(file) }
  }

  /// The scopes of the project `path` belongs to that cover it.
  private func applicable(to path: String) -> [Scope] {
    let file = Self.standardized(path)
    guard let project = project(containing: file) else { return [] }
    return scopes.filter { $0.project == project && $0.covers(file) }
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
