import Foundation
import PackagePlugin

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same verb from Xcode's project menu, on an app that has only an `.xcodeproj`: Xcode passes
/// `--target <name>` for each target chosen in its dialog, and the tool reads those targets' Swift files
/// (the whole project when none is chosen).
extension LookoutCommandPlugin: XcodeCommandPlugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws {
    if let flag = arguments.first(where: PluginInvocation.writeFlags.contains) {
      Diagnostics.error("\(flag) changes files: run the Lookout (write) command from the same menu, which asks Xcode's permission to write")
      throw PluginInvocation.Failure(status: 2)
    }
    try XcodeInvocation.run(context: context, arguments: arguments)
  }
}
#endif
