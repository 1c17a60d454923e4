import LookoutMigrate
import LookoutSyntax
internal import SwiftSyntax

/// `lookout report`: what a migration would involve, per module — the `ObservableObject` models and their
/// `@Published` counts, the views per wrapper kind, Combine usage, the items `migrate` would leave for a
/// person, and the deployment targets.
public struct ProjectInventory: Sendable {
  public struct Model: Sendable {
    public let name: String
    public let file: String
    public let line: Int
    public let published: Int
  }

  public struct Module: Sendable {
    public let name: String
    public internal(set) var files = 0
    public internal(set) var lines = 0
    public internal(set) var legacyModels: [Model] = []
    public internal(set) var observableModels: [String] = []
    /// Stored properties of views, by wrapper: `StateObject`, `ObservedObject`, `EnvironmentObject`, `State`,
    /// `Bindable`, `Environment`.
    public internal(set) var wrappers: [String: Int] = [:]
    public internal(set) var filesImportingCombine = 0
    /// `$property` publishers, `sink`, `assign(to:)`, `onReceive` uses.
    public internal(set) var combineUses = 0
    public internal(set) var manual: [ManualItem] = []

    init(name: String) { self.name = name }
  }

  public let modules: [Module]
  public let deploymentTargets: [DeploymentTarget]
  /// Files that look like Swift files but could not be read (not UTF-8, not a regular file, a broken link):
  /// the inventory does not count them.
  public let notRead: [FileError]

  static let wrapperNames: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "State", "Bindable", "Environment"]
  static let combineWords: Set<String> = ["sink", "assign", "onReceive"]

  /// The inventory of `sources`, grouped by the target that compiles each file when `settings` know it (a
  /// SwiftPM target, an Xcode target with its synchronized folders), else by its `Sources/<Module>/` folder.
  /// `migration`: the options `lookout migrate` would run with (its Core Data entities and pinned
  /// dependencies), so the inventory's migratable models are those a migration migrates.
  public init(
    _ sources: some SourceProvider, deploymentTargets: [DeploymentTarget] = [], settings: ProjectSettings? = nil,
    migration options: MigrationOptions = MigrationOptions()
  ) {
    self.deploymentTargets = deploymentTargets
    func group(of path: String) -> String {
      if let settings {
        if let target = settings.target(of: path) { return target }
        if settings.isInXcodeProject(path) { return Self.noTarget }
      }
      return Self.module(of: path)
    }
    let migration = Migrator(options: options).migrate(sources) { _ in }
    var facts: [FileFacts] = []
    var notRead = sources.problems
    for path in sources.paths {
      do throws(FileError) { facts.append(DeclarationScan.facts(of: try sources.loadSource(path))) } catch { notRead.append(error) }
    }
    self.notRead = notRead
    let index = TypeIndex(facts: facts)
    let legacy = index.legacy
    let observable = index.annotatedObservable

    var modules: [String: Module] = [:]
    let interesting = ProjectIndex.keywords.union(Self.wrapperNames).union(legacy).union(observable).union(["Combine"])
    // Package manifests are build configuration, not app code.
    for path in sources.paths where !path.hasSuffix("/Package.swift") && path != "Package.swift" {
      guard let source = try? sources.loadSource(path) else { continue }
      let name = group(of: path)
      var module = modules[name] ?? Module(name: name)
      module.files += 1
      module.lines += source.lineCount
      if IdentifierScan.mentions(source.bytes, anyOf: interesting) {
        let tree = ParsedSource.tree(of: source.bytes)
        Self.count(tree, source: source, legacy: legacy, observable: observable, into: &module)
      }
      modules[name] = module
    }
    for item in migration.manual { modules[group(of: item.file)]?.manual.append(item) }
    self.modules = modules.values.sorted { $0.name < $1.name }
  }

  private static func count(
    _ tree: SourceFileSyntax, source: SourceText, legacy: Set<String>, observable: Set<String>,
    into module: inout Module
  ) {
    let converter = SourceLocationConverter(fileName: source.path, tree: tree)
    if tree.statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "Combine" }) {
      module.filesImportingCombine += 1
    }
    for node in syntaxNodes(ClassDeclSyntax.self, in: tree) {
      let name = node.name.text
      if legacy.contains(name) {
        let published = MemberDeclarations.properties(in: node.memberBlock).filter { $0.attribute(named: "Published") != nil }.count
        module.legacyModels.append(Model(name: name, file: source.path, line: converter.lineAndColumn(of: node).line, published: published))
      } else if observable.contains(name) {
        module.observableModels.append(name)
      }
    }
    for node in syntaxNodes(StructDeclSyntax.self, in: tree) where ViewDeclaration.isView(node) {
      for property in MemberDeclarations.properties(in: node.memberBlock) {
        guard let wrapper = property.attributeNames.first(where: wrapperNames.contains) else { continue }
        if wrapper == "State" || wrapper == "Environment" {
          // Only those holding models: `@State var count = 0` and `@Environment(\.dismiss)` are not.
          let type = wrapper == "State" ? property.typeName
            : property.attribute(named: "Environment")?.arguments?.trimmedDescription.replacingOccurrences(of: ".self", with: "")
          guard let type, observable.contains(type) || legacy.contains(type) else { continue }
        }
        module.wrappers[wrapper, default: 0] += 1
      }
    }
    for reference in syntaxNodes(DeclReferenceExprSyntax.self, in: tree) {
      let text = reference.baseName.text
      let isPublisher = text.hasPrefix("$") && text.dropFirst().first?.isLetter == true
        && reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
      if isPublisher || combineWords.contains(text) { module.combineUses += 1 }
    }
  }

  /// The group of files an Xcode project holds and none of its targets compiles.
  public static let noTarget = "(compiled by no target)"

  /// `Sources/<Module>/…` gives the module; otherwise the file's folder.
  static func module(of path: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    if let sources = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), sources + 1 < parts.count - 1 {
      return parts[sources + 1]
    }
    return parts.count > 1 ? parts[parts.count - 2] : "."
  }
}
