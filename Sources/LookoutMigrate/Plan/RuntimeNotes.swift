import LookoutSyntax

/// What a `--runtime lookout` migration leaves to the project as a whole, said once: the packages its files
/// now import, and the files that use the bridge only because no deployment target covers them.
enum RuntimeNotes {
  static func items(plan: MigrationPlan, changes: [FileChange]) -> [ManualItem] {
    guard plan.runtime == .lookout else { return [] }
    var items: [ManualItem] = []
    let importing = changes.filter { Self.adds("Lookout", to: $0) || Self.adds("LookoutSwiftUI", to: $0) }
    if let first = importing.first {
      let bridge = importing.filter { Self.adds("LookoutSwiftUI", to: $0) }.count
      let products = bridge > 0 ? "Lookout and LookoutSwiftUI" : "Lookout"
      items.append(ManualItem(
        file: first.path, line: 1, column: 1,
        reason: "\(importing.count) migrated file\(importing.count == 1 ? "" : "s") now import\(importing.count == 1 ? "s" : "") \(products)\(bridge > 0 ? " (\(bridge) the bridge)" : ""): the targets that compile them must depend on them",
        suggestion: "if they do not yet, add .package(url: \"https://github.com/lookout-swift/lookout.git\", from: \"0.5.0\") and the products \(products) to those targets (in Xcode: File › Add Package Dependencies)"))
    }
    let assumed = changes.filter { Self.adds("LookoutSwiftUI", to: $0) && (plan.deploymentSettings?.deploymentTargets(for: $0.path).isEmpty ?? true) }
    if let first = assumed.first {
      items.append(ManualItem(
        file: first.path, line: 1, column: 1,
        reason: "no deployment target covers \(assumed.count) file\(assumed.count == 1 ? "" : "s") now on the LookoutSwiftUI bridge (no Package.swift platforms, Xcode target, .xcconfig or Tuist manifest says): the bridge was used because it works on every version, and it steps aside from iOS 17 / macOS 14",
        suggestion: "if these files deploy at iOS 17 / macOS 14 or later, declare it (platforms: in Package.swift, the target's deployment target, or the Tuist manifest) and run the migration again from the original files: they get Apple's API and no bridge"))
    }
    return items
  }

  /// Whether the migration added `import module` to the file.
  private static func adds(_ module: String, to change: FileChange) -> Bool {
    imports(module, in: String(decoding: change.migrated, as: UTF8.self)) && !imports(module, in: String(decoding: change.original, as: UTF8.self))
  }

  private static func imports(_ module: String, in text: String) -> Bool {
    text.split(separator: "\n").contains { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
      return words[index + 1] == module
    }
  }
}
