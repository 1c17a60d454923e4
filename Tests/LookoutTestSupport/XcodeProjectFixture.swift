/// A `project.pbxproj` with one native target that synchronizes one folder (Xcode 16's file-system
/// synchronized groups), for tests of how the tools read Xcode projects.
public enum XcodeProjectFixture {
  /// `target` compiles everything under `folder`; each configuration (`Debug`, `Release`) has `settings`
  /// (`KEY = value;` pairs).
  public static func synchronized(folder: String, target: String, settings: String, configurations: [String] = ["Debug"]) -> String {
    let configurationObjects = configurations.enumerated().map { index, name in
      "\t\tC\(index + 1) /* \(name) */ = {isa = XCBuildConfiguration; buildSettings = {\(settings) }; name = \(name); };"
    }.joined(separator: "\n")
    let configurationList = configurations.enumerated().map { index, name in "C\(index + 1) /* \(name) */, " }.joined()
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      \t\tS1 /* \(folder) */ = {isa = PBXFileSystemSynchronizedRootGroup; path = \(folder); sourceTree = "<group>"; };
      \t\tG0 = {isa = PBXGroup; children = (S1 /* \(folder) */, ); sourceTree = "<group>"; };
      \t\tP1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( ); };
      \t\tT1 /* \(target) */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); fileSystemSynchronizedGroups = (S1 /* \(folder) */, ); name = \(target); };
      \(configurationObjects)
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (\(configurationList)); };
      \t\tR1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1 /* \(target) */, ); };
      \t};
      \trootObject = R1 /* Project object */;
      }

      """
  }
}
