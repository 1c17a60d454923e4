import Foundation

/// Menu bar commands (macOS): recorded, not shown.
@MainActor @preconcurrency
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  public var body: Never { fatalError("\(Self.self) is primitive commands") }
}

@resultBuilder
@MainActor @preconcurrency
public enum CommandsBuilder {
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands { TupleCommands() }
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildIf<Content: Commands>(_ content: Content?) -> TupleCommands { TupleCommands() }
  public static func buildEither<T: Commands>(first: T) -> TupleCommands { TupleCommands() }
  public static func buildEither<T: Commands>(second: T) -> TupleCommands { TupleCommands() }
}

/// Several commands.
public struct TupleCommands: Commands { public typealias Body = Never }

/// Menu items replacing, or placed before or after, a standard group.
public struct CommandGroup<Content: View>: Commands {
  public typealias Body = Never
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// A menu of its own.
public struct CommandMenu<Content: View>: Commands {
  public typealias Body = Never
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// The standard sidebar commands.
public struct SidebarCommands: Commands { public typealias Body = Never; public init() {} }
public struct ToolbarCommands: Commands { public typealias Body = Never; public init() {} }
public struct TextEditingCommands: Commands { public typealias Body = Never; public init() {} }

/// Where standard menu groups are.
public struct CommandGroupPlacement: Sendable, Hashable {
  let name: String
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let help = CommandGroupPlacement(name: "help")
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
}
