/// Previews, as Xcode shows them: headlessly, mount `previews` with a ``ViewHost``.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview is for.
nonisolated public enum PreviewPlatform: Sendable, Hashable { case iOS, macOS, tvOS, watchOS, visionOS }

/// A preview of a view: `#Preview { ContentView() }`, `#Preview("Dark") { … }`. The body is type-checked and
/// compiled with your module (in a type of a unique name); `@Previewable` state at its top becomes the
/// preview's own state, as with SwiftUI.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @_LookoutPreviewContentBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "LookoutMacros", type: "PreviewMacro")

/// A preview with traits: `#Preview(traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @_LookoutPreviewContentBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "LookoutMacros", type: "PreviewMacro")

/// State of a `#Preview` body: `@Previewable @State var isOn = false`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "LookoutMacros", type: "PreviewableMacro")

/// An environment value declared in one line: `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "LookoutMacros", type: "EntryMacro")

/// What `#Preview` generates: a preview's name and content.
@MainActor
public protocol _LookoutPreviewSource {
  associatedtype Content: View
  static var displayName: String? { get }
  static var content: Content { get }
}

/// `#Preview`'s body builder: a `ViewBuilder` that also takes statements (`model.load()`) between views.
@resultBuilder
@MainActor @preconcurrency
public enum _LookoutPreviewContentBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildExpression(_ statement: Void) -> EmptyView { EmptyView() }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The base type of previews (DeveloperToolsSupport's), naming their traits.
public struct Preview {
  /// Traits of a view's preview.
  public enum ViewTraits {}
}

/// How a preview shows: its layout and orientation.
nonisolated public struct PreviewTrait<T>: Sendable {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
  public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
  public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
  public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
  public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
  public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
  public static func modifier<M>(_ modifier: M) -> PreviewTrait { PreviewTrait(name: "modifier") }
}
