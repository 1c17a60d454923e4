import Foundation
import PackagePlugin

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// How both plugin verbs run the tool on an Xcode project (linked into both plugin targets, as
/// `PluginInvocation` is).
enum XcodeInvocation {
  static func run(context: XcodePluginContext, arguments: [String]) throws {
    let project = context.xcodeProject
    try PluginInvocation.run(tool: context.tool(named: "lookout").url, directory: project.directoryURL, arguments: arguments) { names in
      guard !names.isEmpty else { return [project.directoryURL.path] }
      return try names.flatMap { name -> [String] in
        guard let target = project.targets.first(where: { $0.displayName == name }) else {
          Diagnostics.error("no target named '\(name)' in \(project.displayName)")
          throw PluginInvocation.Failure(status: 2)
        }
        return folders(of: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" })
      }
    }
  }

  /// The fewest folders that hold `files`: each file's folder, without those inside another one listed.
  static func folders(of files: [URL]) -> [String] {
    let all = Set(files.map { $0.deletingLastPathComponent().standardizedFileURL.path }).sorted()
    return all.filter { folder in !all.contains { $0 != folder && folder.hasPrefix($0 + "/") } }
  }
}
#endif
