import LookoutSyntax

/// The Swift packages of a tree that are an app's own modules: packages no other package of the tree
/// encloses, whose modules (`<package>/Sources/<Module>/`) a file outside every package imports
/// (`Packages/Env`, imported by the app's sources), or a file of another such package does (`Packages/Models`,
/// imported only by `Packages/Env`). Their public API has its clients in the tree, which the migration checks
/// as a whole, so none is left outside.
enum AppPackages {
  /// Each such package's directory, ending in `/`.
  static func find(facts: [FileFacts]) -> [String] {
    let packages = facts.map(\.path).filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
      .map { String($0.dropLast("Package.swift".count)) }
    guard !packages.isEmpty else { return [] }
    func package(of path: String) -> String? { packages.filter { path.hasPrefix($0) }.max { $0.count < $1.count } }
    var modules: [String: Set<String>] = [:]
    var appImports: Set<String> = []
    var packageImports: [String: Set<String>] = [:]
    for file in facts {
      guard let owner = package(of: file.path) else {
        appImports.formUnion(file.imports)
        continue
      }
      packageImports[owner, default: []].formUnion(file.imports)
      let inside = file.path.dropFirst(owner.count).split(separator: "/")
      if inside.count >= 3, inside[0] == "Sources" { modules[owner, default: []].insert(String(inside[1])) }
    }
    // A package inside another is the outer library's example or tool; the outer one is a library.
    let outermost = packages.filter { candidate in !packages.contains { $0 != candidate && candidate.hasPrefix($0) } }
    var own: Set<String> = []
    var imported = appImports
    while true {
      let found = outermost.filter { !own.contains($0) && !(modules[$0] ?? []).isDisjoint(with: imported) }
      guard !found.isEmpty else { break }
      for package in found {
        own.insert(package)
        imported.formUnion(packageImports[package] ?? [])
      }
    }
    return own.sorted()
  }
}
