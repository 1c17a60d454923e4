import Foundation

/// The targets of an Xcode project, read from its `project.pbxproj`: the build settings of each (the
/// project's, then the target's own, each over the `.xcconfig` it is based on) and the files it compiles
/// (those of its Sources phase, and those under its synchronized folders, minus their exceptions). A file's
/// settings are those of the targets that compile it: one target's settings say nothing about another's files.
struct XcodeProjectTargets {
  struct Target {
    let name: String
    /// The settings as `KEY = value;` lines, every configuration's (Debug, Release…) one after another.
    let settings: String
    let members: ProjectSettings.Membership
    /// The deployment targets it builds for: per platform, its own setting, else the project's.
    let deploymentTargets: [DeploymentTarget]
  }

  let targets: [Target]

  /// The project of `path` (a `project.pbxproj`); nil when it cannot be read or declares no target.
  init?(pbxproj path: String) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), let root = OpenStepPlist.parse(text),
          let objects = root["objects"]?.dictionary, let projectID = root["rootObject"]?.string,
          let project = objects[projectID] else { return nil }
    let directory = ProjectSettings.standardized(((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent)
    let paths = Self.paths(objects: objects, project: project, directory: directory)
    var targets: [Target] = []
    let targetIDs = (project["targets"]?.array ?? []).compactMap(\.string)
    for id in targetIDs {
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
      var files: Set<String> = []
      for phase in (target["buildPhases"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } })
      where phase["isa"]?.string == "PBXSourcesBuildPhase" {
        for buildFile in (phase["files"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } }) {
          if let reference = buildFile["fileRef"]?.string, let file = paths[reference] { files.insert(file) }
        }
      }
      let folders = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { $0.string.flatMap { paths[$0] } }
      // An exception set of a folder flips membership for its target: a file of a folder the target
      // synchronizes is left out, and one of a folder it does not is added.
      var excluded: Set<String> = []
      for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
        guard let folder = paths[groupID] else { continue }
        let synchronized = folders.contains(folder)
        for exception in (group["exceptions"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } })
        where exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exception["target"]?.string == id {
          for name in (exception["membershipExceptions"]?.array ?? []).compactMap(\.string) {
            let file = ProjectSettings.standardized((folder as NSString).appendingPathComponent(name))
            if synchronized { excluded.insert(file) } else { files.insert(file) }
          }
        }
      }
      let projectSettings = Self.settings(list: project["buildConfigurationList"]?.string, objects: objects, paths: paths)
      let ownSettings = Self.settings(list: target["buildConfigurationList"]?.string, objects: objects, paths: paths)
      let own = DeploymentTarget.fromBuildSettings(ownSettings, path: path)
      let inherited = DeploymentTarget.fromBuildSettings(projectSettings, path: path).filter { target in
        !own.contains { $0.platform == target.platform }
      }
      targets.append(Target(name: target["name"]?.string ?? id, settings: projectSettings + ownSettings,
                            members: ProjectSettings.Membership(files: files, folders: folders, excluded: excluded,
                                                                 target: target["name"]?.string ?? id),
                            deploymentTargets: Array(Set(own + inherited))))
    }
    guard !targets.isEmpty else { return nil }
    self.targets = targets
  }

  /// Every configuration's settings of a configuration list, each after the `.xcconfig` it is based on.
  private static func settings(list: String?, objects: [String: OpenStepPlist], paths: [String: String]) -> String {
    guard let list, let configurations = objects[list]?["buildConfigurations"]?.array else { return "" }
    var text = ""
    for configuration in configurations.compactMap({ $0.string.flatMap { objects[$0] } }) {
      if let base = configuration["baseConfigurationReference"]?.string, let path = paths[base] {
        text += XcconfigText.read(path) + "\n"
      }
      for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
        let written = value.string ?? (value.array ?? []).compactMap(\.string).joined(separator: " ")
        text += "\(key) = \(written);\n"
      }
    }
    return text
  }

  /// The absolute path of every group, file reference and synchronized folder reachable from the main group.
  private static func paths(objects: [String: OpenStepPlist], project: OpenStepPlist, directory: String) -> [String: String] {
    var paths: [String: String] = [:]
    guard let main = project["mainGroup"]?.string else { return paths }
    var pending: [(id: String, parent: String)] = [(main, directory)]
    var visited: Set<String> = []
    while let (id, parent) = pending.popLast() {
      guard visited.insert(id).inserted, let object = objects[id] else { continue }
      let written = object["path"]?.string
      let base: String?
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<group>": base = parent
      case "SOURCE_ROOT": base = directory
      case "<absolute>": base = ""
      default: base = nil  // built products, the SDK, the developer directory: not the project's sources
      }
      guard let base else { continue }
      let path = written.map { base.isEmpty ? $0 : (base as NSString).appendingPathComponent($0) } ?? base
      paths[id] = ProjectSettings.standardized(path)
      for child in (object["children"]?.array ?? []).compactMap(\.string) { pending.append((child, path)) }
    }
    return paths
  }
}

/// A `.xcconfig`'s text with its `#include`s in place (a few levels deep, missing ones skipped).
enum XcconfigText {
  static func read(_ path: String, depth: Int = 0) -> String {
    guard depth < 4, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#include"), let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else {
        lines.append(String(line))
        continue
      }
      let name = String(trimmed[trimmed.index(after: open)..<close])
      let included = name.hasPrefix("/") ? name : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
      lines.append(read(included, depth: depth + 1))
    }
    return lines.joined(separator: "\n")
  }
}
