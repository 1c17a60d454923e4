/// An app, as in SwiftUI: its body is scenes. ``ViewHost/init(app:)`` mounts the first scene's content.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  init()
}

extension App {
  /// Runs the app headlessly, as `@main` does: mounts the first scene, lets its tasks settle, and prints the
  /// rendered tree. (With `import SwiftUI` aliased to LookoutUI, an unchanged `@main struct MyApp: App` runs.)
  public static func main() async {
    print(await headlessRender())
  }

  /// The tree `main()` prints.
  static func headlessRender() async -> String {
    let host = ViewHost(app: Self())
    _ = await host.settle()
    return host.render()
  }
}

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
@MainActor
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
@MainActor
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

  func mount(into builder: inout ChildBuilder) { builder.add(content, key: .position(0)) }
}

/// The settings window's content (macOS).
public struct Settings<Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func mount(into builder: inout ChildBuilder) { builder.add(content, key: .position(1)) }
}

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
  public func environment<Object: AnyObject>(_ object: Object) -> EnvironmentScene<Self> {
    EnvironmentScene(content: self, object: object, type: Object.self)
  }

  /// Makes `object` available to `@EnvironmentObject` in the scene.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> EnvironmentScene<Self> {
    EnvironmentScene(content: self, object: object, type: Object.self)
  }
}
