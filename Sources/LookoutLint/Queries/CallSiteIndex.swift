import Foundation
import LookoutSyntax

/// The call sites of some views, from the files that mention them, and of the views that pass their own
/// properties on to them: whether a view's parameter can change while the view keeps its identity.
struct CallSiteIndex {
  /// What the call sites say about one parameter.
  enum Verdict {
    /// No call site passes a value that can change under the same identity.
    case fixed
    /// This call site passes one that can.
    case varies(CallSite)
    /// The project has no call site of the view (or of a view that passes the value on): it cannot say.
    case unresolved

    var isUnresolved: Bool { if case .unresolved = self { true } else { false } }
    /// The call site that passes a changing value, if one does.
    var varyingSite: CallSite? { if case .varies(let site) = self { site } else { nil } }
  }

  private var sites: [String: [CallSite]] = [:]
  private let files: MentionedFiles

  /// Gathers the call sites of `views`, then (a few levels up) of the views that pass their properties on.
  init(views: Set<String>, files: MentionedFiles) {
    self.files = files
    var wanted = views
    var gathered: Set<String> = []
    for _ in 0..<4 where !wanted.isEmpty {
      gathered.formUnion(wanted)
      for file in files.files(calling: wanted) {
        for site in CallSites.collect(in: file, views: wanted) { sites[site.view, default: []].append(site) }
      }
      var callers: Set<String> = []
      for site in wanted.flatMap({ sites[$0] ?? [] }) {
        for case .callerProperty(let view, _) in site.arguments.values where !gathered.contains(view) { callers.insert(view) }
      }
      wanted = callers
    }
  }

  /// Whether `view`'s parameter `label` can change under the same identity. A row's element counts as
  /// changing when `rowElementsVary` (a value copied from it goes stale; the same object does not).
  func verdict(view: String, label: String, rowElementsVary: Bool) -> Verdict {
    var visited: Set<String> = []
    return verdict(view: view, label: label, rowElementsVary: rowElementsVary, visited: &visited)
  }

  private func verdict(view: String, label: String, rowElementsVary: Bool, visited: inout Set<String>) -> Verdict {
    guard visited.insert(view + "." + label).inserted else { return .fixed }
    guard let sites = sites[view], !sites.isEmpty else { return .unresolved }
    var unresolved = false
    for site in sites {
      // A parameter the call leaves out takes its default value.
      switch site.arguments[label] ?? .fixed {
      case .fixed:
        continue
      case .rowElement:
        if rowElementsVary { return .varies(site) }
      case .varying:
        return .varies(site)
      case .memberOf(let type, let property):
        if !files.declaresConstant(property, of: type) { return .varies(site) }
      case .callerProperty(let caller, let property):
        switch verdict(view: caller, label: property, rowElementsVary: rowElementsVary, visited: &visited) {
        case .fixed: continue
        case .varies: return .varies(site)
        case .unresolved: unresolved = true
        }
      }
    }
    return unresolved ? .unresolved : .fixed
  }
}

extension CallSite {
  /// `File.swift:12`, for messages.
  var shortPlace: String { "\((place.file as NSString).lastPathComponent):\(place.line)" }
}
