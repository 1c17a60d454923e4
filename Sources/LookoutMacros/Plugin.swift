import Foundation
import SwiftSyntaxMacros
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler plugin: the toolchain ships no `SwiftCompilerPlugin` module, so this is the entry point it
/// would have generated. It answers the compiler's messages (8-byte little-endian length, then JSON) on
/// standard input and output.
@main
struct LookoutMacrosPlugin {
  static func main() throws {
    let listener = CompilerPluginMessageListener(connection: StandardIOConnection(), provider: MacroProvider())
    try listener.main()
  }
}

struct MacroProvider: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "TrackedMacro": TrackedMacro.self
    case "TrackedPropertyMacro": TrackedPropertyMacro.self
    case "UntrackedMacro": UntrackedMacro.self
    default: throw UnknownMacroError(typeName: typeName)
    }
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
    guard let body = try read(count: Int(length)) else { return nil }
    return try JSONDecoder().decode(Message.self, from: body)
  }

  /// Reads exactly `count` bytes (a pipe may deliver fewer per read); nil at end of input.
  private func read(count: Int) throws -> Data? {
    var data = Data()
    while data.count < count {
      guard let chunk = try FileHandle.standardInput.read(upToCount: count - data.count), !chunk.isEmpty else {
        return data.isEmpty ? nil : data
      }
      data.append(chunk)
    }
    return data
  }
}
