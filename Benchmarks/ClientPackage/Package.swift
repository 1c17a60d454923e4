// swift-tools-version:6.0
// A client of Lookout, as an app's package is: Lookout by path, the models declared here, built in release
// in the language mode LOOKOUT_CLIENT_LANGUAGE_MODE names (5, the default, or 6). `lookout-bench client`
// builds it in both modes and runs it; see Documentation/performance.md.
import Foundation
import PackageDescription

let lookout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
let mode: SwiftLanguageMode = ProcessInfo.processInfo.environment["LOOKOUT_CLIENT_LANGUAGE_MODE"] == "6" ? .v6 : .v5

let lookoutProduct: Target.Dependency = .product(name: "Lookout", package: lookout.lastPathComponent.lowercased())

let package = Package(
  name: "LookoutClientBenchmark",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(path: lookout.path)],
  targets: [
    .target(name: "ClientBenchmarkSupport"),
    .target(name: "ClientModels", dependencies: [lookoutProduct], swiftSettings: [.swiftLanguageMode(mode)]),
    .executableTarget(
      name: "lookout-client-bench",
      dependencies: [lookoutProduct, "ClientModels", "ClientBenchmarkSupport"],
      path: "Sources/ClientBenchmark",
      swiftSettings: [.swiftLanguageMode(mode)]),
  ])
