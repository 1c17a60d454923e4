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
