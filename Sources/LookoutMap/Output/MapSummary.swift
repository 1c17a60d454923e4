/// `lookout map` without a format, on a terminal: what the map holds in a few lines, the properties whose
/// write re-runs the most views, and the commands that show more.
public enum MapSummary {
  /// The summary of `map`; `command` spells a `lookout` command line as the user can type it.
  public static func text(_ map: ReadMap, roots: [String], top: Int = 5, command: ([String]) -> String) -> String {
    func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
      "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
    var lines = ["\(count(map.views.count, "view")), \(count(map.models.count, "model")), "
      + "\(count(map.properties.count, "property", "properties")), \(count(map.edges.count, "read")) in \(roots.joined(separator: ", "))"]
    let invalidation = ReadMap.Invalidation(map)
    let ranked = map.properties.map { (key: $0.key, views: invalidation.viewsPerWrite(by: $0.key).count) }
      .filter { $0.views > 0 }
      .sorted { ($1.views, $0.key) < ($0.views, $1.key) }
      .prefix(top)
    if ranked.isEmpty {
      lines.append("No view reads a model's property.")
    } else {
      lines.append("")
      lines.append("The properties whose write re-runs the most views:")
      let width = ranked.map(\.key.shortDescription.count).max() ?? 0
      for entry in ranked {
        let name = entry.key.shortDescription
        lines.append("  \(name)\(String(repeating: " ", count: width - name.count))  \(count(entry.views, "view"))")
      }
    }
    let blind = Set(map.blindSpots.map(\.view)).count
    if blind > 0 {
      lines.append("")
      lines.append("\(count(blind, "view")) hold\(blind == 1 ? "s" : "") a model whose reads the sources do not show: answers about "
        + "\(blind == 1 ? "it" : "them") may be incomplete.")
    }
    lines.append("")
    lines.append("Next:")
    let paths = roots
    var next = [(command(["map"] + paths + ["--output", "map.html"]), "a page to search and explore every read")]
    if let first = ranked.first {
      next.append((command(["why", first.key.shortDescription] + paths), "each view a write to it re-runs, and the path of the read"))
    }
    next.append((command(["map"] + paths + ["--format", "json"]), "the whole map as JSON (Documentation/map-schema.json)"))
    let width = next.map(\.0.count).max() ?? 0
    lines += next.map { "  \($0.0)\(String(repeating: " ", count: width - $0.0.count))  \($0.1)" }
    return lines.joined(separator: "\n")
  }
}
