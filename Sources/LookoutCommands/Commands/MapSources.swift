import Foundation
import LookoutMap
import LookoutSyntax

/// The static map of the paths a `why` or `map` command was given (the bundled app without any), read with
/// the project's settings and the lint configuration's excluded paths.
enum MapSources {
  static func map(_ arguments: ParsedArguments) throws -> (map: ReadMap, roots: [String]) {
    let roots = ProjectPaths.roots(arguments.positional)
    let configuration = try arguments.projectConfiguration(roots: roots)
    let settings = ProjectSettings.read(under: roots, configuration: configuration)
    let excluded = configuration.exclude
    let discovered = try ProjectPaths.sources(under: roots, arguments: arguments)
    // A file of an Xcode project that none of its targets compiles (a stale copy, a scratch file) is never
    // built: its views never run, and a map with them would name readers that do not exist.
    let files = discovered.paths.filter { path in
      !roots.contains { root in excluded.contains { pattern in Self.isExcluded(path, root: root, pattern: pattern) } }
        && !settings.isCompiledByNoTarget(path)
    }
    var builder = MapBuilder(settings: settings)
    if let jobs = try arguments.jobs() { builder.jobs = jobs }
    var map = builder.build(DiskSources(paths: files))
    // What discovery could not read (a FIFO, a link loop) is unread too.
    map.statistics.notRead = discovered.problems.map(\.description) + map.statistics.notRead
    return (map, roots)
  }

  /// On standard error, the files the map could not read, and that the answer may lack what they hold;
  /// whether there were any (then the command exits 1).
  static func reportNotRead(_ map: ReadMap, command: String, terminal: Terminal) -> Bool {
    let notRead = map.statistics.notRead
    guard !notRead.isEmpty else { return false }
    terminal.error("lookout \(command): \(notRead.count) file\(notRead.count == 1 ? "" : "s") could not be read, so the answer may be incomplete (what they declare and read is not in the map):")
    for problem in notRead.prefix(20) { terminal.error("  \(problem)") }
    if notRead.count > 20 { terminal.error("  … and \(notRead.count - 20) more") }
    return true
  }

  private static func isExcluded(_ path: String, root: String, pattern: String) -> Bool {
    var relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    while relative.hasPrefix("/") { relative.removeFirst() }
    let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
    return relative == trimmed || relative.hasPrefix(trimmed + "/")
  }

  /// The directory paths are shown relative to: the one root given, if it is a directory.
  static func base(_ roots: [String]) -> String? {
    guard roots.count == 1 else { return nil }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: roots[0], isDirectory: &isDirectory) && isDirectory.boolValue ? roots[0] : nil
  }
}
