import LookoutSyntax

/// What the migration knows before any plan: every file's token facts, the project index, the files worth
/// parsing for the rewrite and the check, and the trees parsed for the index.
struct IndexedProject: Sendable {
  let index: ProjectIndex
  /// Every readable file's token facts, in path order: what `index` was built from.
  let ordered: [FileFacts]
  /// The files the rewrite and the check parse, in path order.
  let relevant: [String]
  /// The member names view bodies read (`ViewMembers`); nil when the tree holds no view code, or when no
  /// property becomes tracked that was not `@Published` (`--unpublished ignored`), the one note that asks.
  let viewMembers: Set<String>?
  /// Trees kept from indexing (up to `MigrationOptions.treeCacheBytes` of source).
  let trees: [String: ParsedSource]
  /// Publisher uses and announced state, read from the parsed model files.
  let sites: [PublisherSite]
  let announced: [String: Set<String>]
  /// The declarations whose use needs an `ObservableObject`.
  let requirements: ObservableObjectRequirements
  /// The Observation counterparts of `ObservableObject`-only wrappers this project can switch to.
  let counterparts: WrapperCounterparts

  /// Builds the index in three steps: every file's declarations are read without parsing; the files that
  /// declare models are parsed (a model in a file that does not parse is not migrated anywhere); then the
  /// files that mention what the rewrite or the check looks at are selected.
  init(_ sources: some SourceProvider, options: MigrationOptions, progress: (@Sendable (String) -> Void)?, report: inout MigrationReport) {
    var ordered: [FileFacts] = []
    report.skipped += sources.problems.map { SkippedFile($0) }
    OrderedParallelMap.run(sources.paths, jobs: options.jobs, transform: { path -> Result<(facts: FileFacts, lines: Int), FileError> in
      do throws(FileError) {
        let source = try sources.loadSource(path)
        return .success((DeclarationScan.facts(of: source), source.lineCount))
      } catch {
        return .failure(error)
      }
    }, consume: { _, result in
      let scan: (facts: FileFacts, lines: Int)
      switch result {
      case .success(let scanned): scan = scanned
      case .failure(let error):
        report.skipped.append(SkippedFile(error))
        return
      }
      report.filesScanned += 1
      report.linesScanned += scan.lines
      ordered.append(scan.facts)
    })
    // In path order, whatever order the provider lists them in: the check indexes the result in that order too.
    ordered.sort { $0.path < $1.path }
    let declared = ProjectIndex(facts: ordered)

    var details: [String: ClassDetails] = [:]
    var unparseable: Set<String> = []
    var leftAlone: Set<String> = []
    var trees: [String: ParsedSource] = [:]
    var cachedBytes = 0
    var sites: [PublisherSite] = []
    var announced: [String: Set<String>] = [:]
    let modelFiles = declared.modelFiles.union(declared.superclassFiles)
    // View code is read for the members its bodies read (`ViewMembers`): from the trees parsed here, and below.
    let viewFiles = options.unpublished == .tracked ? ViewMembers.viewCodeFiles(ordered) : []
    let readsViews = options.unpublished == .tracked
    @Sendable func isViewCode(_ path: String, _ bytes: [UInt8]) -> Bool {
      readsViews && (viewFiles.contains(path) || ViewMembers.mentionsSomeView(bytes))
    }
    var viewMembers: Set<String> = []
    var viewCodeSeen = false
    let members = declared.members
    OrderedParallelMap.run(modelFiles.sorted(), jobs: options.jobs, transform: { path -> IndexedFile in
      progress?("indexing \(path)")
      let loaded = LoadedFile.load(path, from: sources)
      guard case .parsed(let parsed) = loaded else { return IndexedFile(path: path, loaded: loaded) }
      let found = ParsedFileFacts(parsed, members: members)
      let viewReads = isViewCode(path, parsed.source.bytes) ? ViewMembers.names(in: parsed.tree) : nil
      return IndexedFile(path: path, loaded: loaded, viewReads: viewReads, details: ClassDetails.all(in: parsed.tree, types: members), sites: found.sites,
                         announced: AnnouncedState.collect(from: found.sends))
    }, consume: { _, result in
      let path = result.path, loaded = result.loaded
      sites += result.sites
      if let reads = result.viewReads {
        viewCodeSeen = true
        viewMembers.formUnion(reads)
      }
      announced.merge(result.announced) { $0.union($1) }
      if case .parsed(let parsed) = loaded {
        details.merge(result.details) { $0.merged(with: $1) }
        if cachedBytes + parsed.cacheCost <= options.treeCacheBytes {
          trees[path] = parsed
          cachedBytes += parsed.cacheCost
        }
        return
      }
      // Unread files are reported by the scan already.
      if case .skipped(let skipped) = loaded, !skipped.unread { report.skipped.append(skipped) }
      report.filesParsed += 1
      leftAlone.insert(path)
      unparseable.formUnion(declared.declarations.filter { $0.file == path && $0.kind == .class }.map(\.name))
    })
    let index = ProjectIndex(facts: ordered, details: details, unparseableClasses: unparseable)
    let requirements = ObservableObjectRequirements(facts: ordered, implying: index.observableProtocols)

    // Extensions of views that hold models are rewritten too (their `$model.x` bindings); files that may hold a
    // use the check looks at are read too.
    var words = ProjectIndex.keywords.union(index.relevantNames).union(index.wrappedProperties.keys).union(requirements.names)
    // Aliases of models (`typealias SearchStore = Store<S, A>`) name them too.
    for file in ordered {
      words.formUnion(file.typealiases.keys.filter { index.relevantNames.contains(index.members.canonical($0)) })
    }
    let names = words
    let projections = Self.projectedNames(ordered)
    let unparsed = leftAlone
    var relevant: [String] = []
    // The view code of the other files is parsed for what its bodies read; the tree of a relevant one is kept
    // for the rewrite, as the model files' are.
    OrderedParallelMap.run(sources.paths, jobs: options.jobs, transform: { path -> (relevant: Bool, members: Set<String>?, tree: ParsedSource?) in
      // Model files were read above, but for those that did not parse: what parsed of them is read here.
      if modelFiles.contains(path), !unparsed.contains(path) { return (true, nil, nil) }
      guard let source = try? sources.loadSource(path) else { return (modelFiles.contains(path), nil, nil) }
      let parsed = isViewCode(path, source.bytes) ? ParsedSource(source) : nil
      let members = parsed.map { ViewMembers.names(in: $0.tree) }
      if modelFiles.contains(path) { return (true, members, nil) }
      guard !unparsed.contains(path) else { return (false, members, nil) }
      let relevant = IdentifierScan.mentions(source.bytes, anyOf: names) || IdentifierScan.mentionsProjection(source.bytes, of: projections)
      let kept = relevant && parsed?.tree.hasError == false && sources.writeRefusal(for: path) == nil ? parsed : nil
      return (relevant, members, kept)
    }, consume: { position, result in
      let path = sources.paths[position]
      if let members = result.members {
        viewCodeSeen = true
        viewMembers.formUnion(members)
      }
      if let tree = result.tree, cachedBytes + tree.cacheCost <= options.treeCacheBytes {
        trees[path] = tree
        cachedBytes += tree.cacheCost
      }
      if result.relevant, !leftAlone.contains(path) { relevant.append(path) }
    })
    // Without any view code in the tree, the views are elsewhere: what they read is not known.
    self.viewMembers = viewCodeSeen ? viewMembers : nil
    self.index = index
    self.ordered = ordered
    self.relevant = relevant
    self.trees = trees
    self.sites = sites
    self.announced = announced
    self.requirements = requirements
    counterparts = WrapperCounterparts(facts: ordered, dependencies: options.dependencies, bridge: options.bridge)
  }

  /// The properties whose `$name` a migration may take away: `@Published` ones and those held by the legacy
  /// wrappers.
  static func projectedNames(_ facts: [FileFacts]) -> Set<String> {
    let wrappers: Set<String> = ["Published", "StateObject", "ObservedObject", "EnvironmentObject"]
    var names: Set<String> = []
    for file in facts {
      for (_, name, use) in file.memberWrappers.entries where wrappers.contains(use.wrapper) { names.insert(name) }
    }
    return names
  }

  /// One file parsed for the index.
  private struct IndexedFile: Sendable {
    let path: String
    let loaded: LoadedFile
    /// What its bodies read, when it is view code.
    var viewReads: Set<String>?
    var details: [String: ClassDetails] = [:]
    var sites: [PublisherSite] = []
    var announced: [String: Set<String>] = [:]
  }
}

/// A file loaded and parsed, or why not.
enum LoadedFile: Sendable {
  case parsed(ParsedSource)
  case skipped(SkippedFile)

  /// Loads and parses a file. A file that cannot be read (not UTF-8, not a regular file), must not be written
  /// (a link to a file outside the paths given) or does not parse is reported and gives `.skipped`.
  static func load(_ path: String, from sources: some SourceProvider) -> LoadedFile {
    if let refusal = sources.writeRefusal(for: path) { return .skipped(SkippedFile(refusal)) }
    let source: SourceText
    do throws(FileError) { source = try sources.loadSource(path) } catch { return .skipped(SkippedFile(error, unread: true)) }
    let parsed = ParsedSource(source)
    guard !parsed.tree.hasError else {
      return .skipped(SkippedFile(path: path, errors: SyntaxErrors.describe(parsed.tree, lines: LineTable(source.bytes))))
    }
    return .parsed(parsed)
  }
}
