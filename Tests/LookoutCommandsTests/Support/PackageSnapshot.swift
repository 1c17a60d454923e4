import Foundation
import LookoutTestSupport

/// The bundled examples' files and bytes, to check that a command left them as they were.
enum PackageSnapshot {
  static func bundledExamples() -> [String: String] {
    PackagePaths.swiftFiles(under: PackagePaths.path("Examples/LegacyApp"))
      .merging(PackagePaths.swiftFiles(under: PackagePaths.path("Examples/MigratedApp"))) { $1 }
  }
}
