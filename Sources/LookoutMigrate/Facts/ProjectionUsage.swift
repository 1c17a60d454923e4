import LookoutSyntax

/// How a view uses its properties' projections, in the declaration being rewritten and, from the project
/// index, in every extension of the type in any file: a binding made in an extension needs `@Bindable` as
/// much as one made in `body`.
struct ProjectionUsage {
  /// `$name.field` somewhere.
  private(set) var bindings: Set<String>
  /// `$name` used whole somewhere, and never as a binding.
  private(set) var wholeProjections: Set<String>
  /// Assigned outside an initializer, in the declaration.
  let assignedOutsideInit: Set<String>

  init(_ local: DollarUsage, project: [String: FileFacts.Projection]) {
    let projectBindings = Set(project.filter { $0.value.contains(.binding) }.keys)
    let projectWhole = Set(project.filter { $0.value.contains(.whole) }.keys)
    bindings = local.bindings.union(projectBindings)
    wholeProjections = local.bareProjections.union(projectWhole).subtracting(bindings)
    assignedOutsideInit = local.assignedOutsideInit
  }

  /// Names the rewrite makes bindings of (`$settings.flag` for `settings.$flag`).
  mutating func addBindings(_ names: [String]) {
    bindings.formUnion(names)
    wholeProjections.subtract(names)
  }
}
