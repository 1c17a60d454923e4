import Foundation
import LookoutTestSupport
import Testing

/// The macro plugin talks to the compiler without a word on standard error: a compile that expands
/// `@Tracked` prints no "Internal Error" (the plugin once decoded the compiler's closing empty message as
/// JSON, once per compiler process: 93 lines in a clean build).
@Suite struct MacroPluginTests {
  static let plugin = ToolBinary.executable(named: "LookoutMacros-tool")

  /// One message as the compiler frames it: an 8-byte little-endian length, then the JSON.
  static func frame(_ json: String) -> Data {
    var length = UInt64(json.utf8.count).littleEndian
    return withUnsafeBytes(of: &length) { Data($0) } + Data(json.utf8)
  }

  @Test func anEmptyMessageEndsTheConversationQuietly() throws {
    let input = NSTemporaryDirectory() + "lookout-plugin-input-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: input) }
    let messages = Self.frame(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#) + Data(count: 8)
    try messages.write(to: URL(fileURLWithPath: input))
    let run = try Shell.run(["/bin/sh", "-c", "\"$0\" < \"$1\"", Self.plugin, input], in: NSTemporaryDirectory())
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.isEmpty, "the plugin wrote to standard error: \(run.error)")
    #expect(run.output.contains(#""getCapabilityResult""#))
  }

  @Test func aCompileThatExpandsTrackedPrintsNoInternalError() throws {
    let directory = NSTemporaryDirectory() + "lookout-plugin-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let source = directory + "/Client.swift"
    try """
      import Lookout

      @Tracked final class Counter {
          var count = 0
      }

      func bump(_ counter: Counter) { counter.count += 1 }
      """.write(toFile: source, atomically: true, encoding: .utf8)
    let build = (Self.plugin as NSString).deletingLastPathComponent
    let compile = try Shell.run(["swiftc", "-typecheck", source, "-I", build + "/Modules",
                                 "-Xcc", "-fmodule-map-file=\(build)/LookoutShims.build/module.modulemap",
                                 "-load-plugin-executable", Self.plugin + "#LookoutMacros"], in: directory)
    #expect(compile.status == 0, "\(compile.error)")
    #expect(!(compile.output + compile.error).contains("Internal Error"), "\(compile.error)")
  }
}
