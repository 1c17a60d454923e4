import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory lookout-write migrate --write` (or `lint --fix`):
/// the `lookout` verb, with SwiftPM's permission to change the package's files.
@main
struct LookoutWritePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try PluginInvocation.run(context: context, arguments: arguments)
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// From Xcode's project menu: `migrate --write`, `lint --fix`, with the permission to write Xcode asks for.
extension LookoutWritePlugin: XcodeCommandPlugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws {
    try XcodeInvocation.run(context: context, arguments: arguments)
  }
}
#endif
