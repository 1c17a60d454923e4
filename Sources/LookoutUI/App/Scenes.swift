import Foundation

/// A part of an app's interface: a window group, a settings window, or a scene of your own made of those.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// A scene the host mounts itself.
@MainActor @preconcurrency
protocol PrimitiveScene {
  func mount(into builder: inout ChildBuilder)
}

extension Scene {
  /// Adds the scene's content to the host's root.
  func mountContent(into builder: inout ChildBuilder) {
    if let primitive = self as? PrimitiveScene {
      primitive.mount(into: &builder)
    } else {
      body.mountContent(into: &builder)
    }
  }
}

/// Builds an app's scenes.
@resultBuilder
@MainActor @preconcurrency
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
    TupleScene(repeat each content)
  }
}

/// Several scenes.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
  public typealias Body = Never
  let scenes: (repeat each Content)

  init(_ scenes: repeat each Content) { self.scenes = (repeat each scenes) }

  func mount(into builder: inout ChildBuilder) {
    var mounted = false
    for scene in repeat each scenes {
      if !mounted { scene.mountContent(into: &builder) }
      mounted = true
    }
  }
}

/// A window's content.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }

  func mount(into builder: inout ChildBuilder) { builder.add(content, key: .position(0)) }
}

/// A single window (macOS).
public struct Window<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content

  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

  func mount(into builder: inout ChildBuilder) { builder.add(content, key: .position(0)) }
}

/// A menu bar item (macOS).
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == LookoutUI.Label<Text, Image> {
    self.content = content()
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content)
  where Label == LookoutUI.Label<Text, Image> {
    self.content = content()
  }

  func mount(into builder: inout ChildBuilder) { builder.add(content, key: .position(0)) }
}

/// The settings window's content (macOS).
public struct Settings<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func mount(into builder: inout ChildBuilder) { builder.add(content, key: .position(1)) }
}

/// A scene with a modifier that changes nothing headlessly (`.defaultSize`, `.commands`, `.onChange`).
public struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content
  func mount(into builder: inout ChildBuilder) { content.mountContent(into: &builder) }
}

extension Scene {
  public func defaultSize(width: CGFloat, height: CGFloat) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func defaultSize(_ size: CGSize) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func windowResizability(_ resizability: WindowResizability) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func windowStyle<S: WindowStyle>(_ style: S) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func defaultPosition(_ position: UnitPoint) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func commandsRemoved() -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func handlesExternalEvents(matching conditions: Set<String>) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> ModifiedScene<Self> { ModifiedScene(content: self) }
  /// As a view's: headlessly the scene's values do not change, so `action` never runs.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedScene<Self> {
    ModifiedScene(content: self)
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedScene<Self> {
    ModifiedScene(content: self)
  }
  @_disfavoredOverload
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedScene<Self> { ModifiedScene(content: self) }
}

/// How a window resizes.
public struct WindowResizability: Sendable, Hashable {
  let name: String
  public static let automatic = WindowResizability(name: "automatic")
  public static let contentSize = WindowResizability(name: "contentSize")
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A window's style, its toolbar's style, a menu bar extra's style (macOS).
public protocol WindowStyle: Sendable {}
public protocol WindowToolbarStyle: Sendable {}
public protocol MenuBarExtraStyle: Sendable {}
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
public struct DefaultWindowStyle: WindowStyle { public init() {} }
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle { public init() {}; public init(showsTitle: Bool) {} }
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
extension WindowStyle where Self == HiddenTitleBarWindowStyle { public static var hiddenTitleBar: HiddenTitleBarWindowStyle { .init() } }
extension WindowStyle where Self == DefaultWindowStyle { public static var automatic: DefaultWindowStyle { .init() } }
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  public static var unified: UnifiedWindowToolbarStyle { .init() }
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { .init(showsTitle: showsTitle) }
}
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle { public static var window: WindowMenuBarExtraStyle { .init() } }
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle { public static var menu: PullDownMenuBarExtraStyle { .init() } }

/// A scene with an object in its environment.
public struct EnvironmentScene<Content: Scene>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content
  let object: AnyObject
  let type: Any.Type

  func mount(into builder: inout ChildBuilder) {
    builder.environment.setObject(object, as: type)
    content.mountContent(into: &builder)
  }
}

extension Scene {
  /// Makes `object` available to `@Environment(T.self)` in the scene.
  public func environment<Object: AnyObject & Observable>(_ object: Object) -> EnvironmentScene<Self> {
    EnvironmentScene(content: self, object: object, type: Object.self)
  }

  /// Makes `object` available to `@EnvironmentObject` in the scene.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> EnvironmentScene<Self> {
    EnvironmentScene(content: self, object: object, type: Object.self)
  }
}
