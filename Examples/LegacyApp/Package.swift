// swift-tools-version:5.9
// A sample SwiftUI app written with ObservableObject, for `lookout migrate` and `lookout lint`.
// It needs SwiftUI (Apple platforms); Lookout reads it as source.
import PackageDescription

let package = Package(
  name: "ShopApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  targets: [.executableTarget(name: "ShopApp")]
)
