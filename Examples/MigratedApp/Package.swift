// swift-tools-version:5.9
// The sample app after `lookout migrate --write` and the report's manual items were worked through.
// It needs SwiftUI (Apple platforms); Lookout reads it as source.
import PackageDescription

let package = Package(
  name: "ShopApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  targets: [.executableTarget(name: "ShopApp")]
)
