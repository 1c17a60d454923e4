/// Which source files are test code: under a `Tests` folder or a `…Tests` target's folder, or named
/// `…Tests.swift`. Rules about how an app behaves at run time, and the map's reading of production code,
/// leave them out.
public enum TestCode {
  public static func contains(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    return components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift")
  }
}
