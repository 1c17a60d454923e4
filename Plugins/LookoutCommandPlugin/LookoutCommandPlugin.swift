import Foundation
import PackagePlugin

/// `swift package lookout lint|migrate|report [options] [paths]`: runs the `lookout` tool on this package.
/// Without paths, it works on the package's source targets (`--target <name>` picks some). It only reads:
/// writing needs SwiftPM's permission, which the `lookout-write` verb asks for.
@main
struct LookoutCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    if let flag = arguments.first(where: PluginInvocation.writeFlags.contains) {
      Diagnostics.error("""
        \(flag) changes files, which needs SwiftPM's permission to write to the package. Run:
          swift package --allow-writing-to-package-directory lookout-write \(arguments.joined(separator: " "))
        """)
      throw PluginInvocation.Failure(status: 2)
    }
    try PluginInvocation.run(context: context, arguments: arguments)
  }
}
