import LookoutSyntax

/// Fills in each path step's source line, reading each file the paths name once.
enum MapExcerpts {
  static func fill(_ map: inout ReadMap, from sources: some SourceProvider) {
    var lines: [String: [Substring]] = [:]
    func text(_ place: SourcePlace) -> String? {
      if lines[place.file] == nil {
        let source = try? sources.load(place.file)
        lines[place.file] = source.map { String(decoding: $0.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) } ?? []
      }
      guard let file = lines[place.file], place.line >= 1, place.line <= file.count else { return nil }
      return file[place.line - 1].trimmingCharacters(in: .whitespaces)
    }
    for edgeIndex in map.edges.indices {
      let paths = map.edges[edgeIndex].paths.map { path in
        path.map { step -> PathStep in
          var filled = step
          filled.excerpt = text(step.place).map { String($0.prefix(160)) }
          return filled
        }
      }
      map.edges[edgeIndex] = MapEdge(view: map.edges[edgeIndex].view, target: map.edges[edgeIndex].target,
                                     kind: map.edges[edgeIndex].kind, scope: map.edges[edgeIndex].scope, paths: paths)
    }
  }
}
