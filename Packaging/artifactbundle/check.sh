#!/usr/bin/env bash
# Tests the artifact bundle as a client uses it: a package with `binaryTarget(path:)` on the bundle and a
# command plugin that runs `lookout lint` on the package's sources, through `swift package`. The plugin
# builds no swift-syntax: the binary is the bundle's.
# Usage: Packaging/artifactbundle/check.sh <directory holding lookout.artifactbundle>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bundle="$(cd "$1" && pwd)/lookout.artifactbundle"
[ -f "$bundle/info.json" ] || { echo "check.sh: no lookout.artifactbundle in $1 (build it with build.sh)" >&2; exit 2; }
client="$(mktemp -d)"
trap 'rm -rf "$client"' EXIT
mkdir -p "$client/Sources/App" "$client/Plugins/LookoutLint"
cp -R "$bundle" "$client/lookout.artifactbundle"
cat > "$client/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Client",
  targets: [
    .binaryTarget(name: "LookoutBinary", path: "lookout.artifactbundle"),
    .plugin(
      name: "LookoutLint", capability: .command(intent: .custom(verb: "lookout-lint", description: "Lint with Lookout")),
      dependencies: ["LookoutBinary"]),
    .target(name: "App"),
  ]
)
SWIFT
cat > "$client/Plugins/LookoutLint/Plugin.swift" <<'SWIFT'
import Foundation
import PackagePlugin

@main struct LookoutLint: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "lookout")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["lint", context.package.directoryURL.appending(path: "Sources").path] + arguments
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 { Diagnostics.error("lookout lint exited \(process.terminationStatus)") }
  }
}
SWIFT
# The CI recipes' fixture: a finding lint reports at Counter.swift:6:5 (legacy-wrapper-on-observable).
cp "$here/../../Documentation/ci/Counter.swift.fixture" "$client/Sources/App/Counter.swift"
cd "$client"
output="$(swift package lookout-lint 2>&1)" || true
echo "$output"
echo "$output" | grep -q "Counter.swift:6:5: error: .*\[legacy-wrapper-on-observable\]" \
  || { echo "check.sh: the plugin's run did not report the finding in Sources/App/Counter.swift" >&2; exit 1; }
if find .build -name "libSwiftSyntax*" -path "*SwiftSyntax.build*" 2>/dev/null | grep -q .; then
  echo "check.sh: the client built swift-syntax" >&2; exit 1
fi
echo "artifact bundle: a client's plugin ran the bundled lookout"
