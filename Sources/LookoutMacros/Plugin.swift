import SwiftSyntaxMacros

/// Every macro of the module, as the compiler asks for them by type name.
var lookoutMacros: [any Macro.Type] {
  [TrackedMacro.self, TrackedPropertyMacro.self, UntrackedMacro.self, PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}

#if !LOOKOUT_TOOLCHAIN_SWIFT_SYNTAX
import SwiftCompilerPlugin

/// The compiler plugin, built on the swift-syntax package's `SwiftCompilerPlugin`.
@main
struct LookoutMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = lookoutMacros
}
#else
import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler plugin, on the toolchain's swift-syntax: the toolchain ships no `SwiftCompilerPlugin` module,
/// so this is the entry point it would have generated. It answers the compiler's messages (8-byte
/// little-endian length, then JSON) on standard input and output.
@main
struct LookoutMacrosPlugin {
  static func main() throws {
    let listener = CompilerPluginMessageListener(connection: StandardIOConnection(), provider: MacroProvider())
    try listener.main()
  }
}

struct MacroProvider: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = lookoutMacros.first(where: { "\($0)" == typeName }) else {
      throw UnknownMacroError(typeName: typeName)
    }
    return macro
  }
}

struct UnknownMacroError: Error, CustomStringConvertible {
  let typeName: String
  var description: String { "LookoutMacros has no macro named \(typeName)" }
}

final class StandardIOConnection: MessageConnection {
  func sendMessage<Message: Encodable>(_ message: Message) throws {
    let body = try JSONEncoder().encode(message)
    var length = UInt64(body.count).littleEndian
    FileHandle.standardOutput.write(withUnsafeBytes(of: &length) { Data($0) } + body)
  }

  func waitForNextMessage<Message: Decodable>(_ type: Message.Type) throws -> Message? {
    guard let header = try read(count: 8) else { return nil }
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    // The compiler ends the conversation with an empty message (a zero length): that is the end of input,
    // not JSON to decode (decoding it printed "Internal Error: DecodingError…" once per compiler process).
    guard length > 0, let body = try read(count: Int(length)) else { return nil }
    return try JSONDecoder().decode(Message.self, from: body)
  }

  /// Reads exactly `count` bytes (a pipe may deliver fewer per read); nil at end of input.
  private func read(count: Int) throws -> Data? {
    var data = Data()
    while data.count < count {
      let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
      guard !chunk.isEmpty else {
        return data.isEmpty ? nil : data
      }
      data.append(chunk)
    }
    return data
  }
}
#endif
