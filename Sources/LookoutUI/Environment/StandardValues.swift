import Foundation

// The environment values SwiftUI provides, with the defaults of an iPhone in portrait, light mode, English.
// Set them with `.environment(\.colorScheme, .dark)`; read them with `@Environment(\.colorScheme)`.

// One key per value, with its default; the property reading it below.
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct EditModeKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: Binding<EditMode>? = nil }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
private struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction(record: { _ in }) }
private struct DismissWindowKey: EnvironmentKey { static let defaultValue = DismissWindowAction() }
private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction() }
private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
private struct SubmitKey: EnvironmentKey { static let defaultValue: (@MainActor () -> Void)? = nil }
private struct PresentationModeKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue = Binding<PresentationMode>.constant(PresentationMode(isPresented: false, dismissAction: nil))
}

extension EnvironmentValues {
  public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
  public var colorSchemeContrast: ColorSchemeContrast { get { self[ColorSchemeContrastKey.self] } set { self[ColorSchemeContrastKey.self] = newValue } }
  public var horizontalSizeClass: UserInterfaceSizeClass? { get { self[HorizontalSizeClassKey.self] } set { self[HorizontalSizeClassKey.self] = newValue } }
  public var verticalSizeClass: UserInterfaceSizeClass? { get { self[VerticalSizeClassKey.self] } set { self[VerticalSizeClassKey.self] = newValue } }
  public var dynamicTypeSize: DynamicTypeSize { get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue } }
  public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
  public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
  public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
  public var layoutDirection: LayoutDirection { get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue } }
  public var displayScale: CGFloat { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
  public var scenePhase: ScenePhase { get { self[ScenePhaseKey.self] } set { self[ScenePhaseKey.self] = newValue } }
  public var redactionReasons: RedactionReasons { get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue } }
  public var editMode: Binding<EditMode>? { get { self[EditModeKey.self] } set { self[EditModeKey.self] = newValue } }
  public var accessibilityReduceMotion: Bool { get { self[ReduceMotionKey.self] } set { self[ReduceMotionKey.self] = newValue } }
  public var accessibilityReduceTransparency: Bool { get { self[ReduceTransparencyKey.self] } set { self[ReduceTransparencyKey.self] = newValue } }
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }
  public var accessibilityInvertColors: Bool { get { self[InvertColorsKey.self] } set { self[InvertColorsKey.self] = newValue } }
  public var accessibilityVoiceOverEnabled: Bool { get { self[VoiceOverEnabledKey.self] } set { self[VoiceOverEnabledKey.self] = newValue } }
  public var isFocused: Bool { get { self[IsFocusedKey.self] } set { self[IsFocusedKey.self] = newValue } }
  /// Whether a `.searchable` field above is being searched with.
  public var isSearching: Bool { get { self[IsSearchingKey.self] } set { self[IsSearchingKey.self] = newValue } }
  public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
  public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
  public var multilineTextAlignment: TextAlignment { get { self[TextAlignmentKey.self] } set { self[TextAlignmentKey.self] = newValue } }
  public var controlSize: ControlSize { get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue } }
  /// Opens a URL; the host records what was opened (``ViewHost/openedURLs``).
  public var openURL: OpenURLAction { get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue } }
  /// Opens a window; the host records which (``ViewHost/openedWindows``).
  public var openWindow: OpenWindowAction { get { self[OpenWindowKey.self] } set { self[OpenWindowKey.self] = newValue } }
  public var dismissWindow: DismissWindowAction { get { self[DismissWindowKey.self] } set { self[DismissWindowKey.self] = newValue } }
  public var dismissSearch: DismissSearchAction { get { self[DismissSearchKey.self] } set { self[DismissSearchKey.self] = newValue } }
  /// The `.refreshable` action above, if any.
  public var refresh: RefreshAction? { get { self[RefreshKey.self] } set { self[RefreshKey.self] = newValue } }
  @available(*, deprecated, message: "Use dismiss")
  public var presentationMode: Binding<PresentationMode> { get { self[PresentationModeKey.self] } set { self[PresentationModeKey.self] = newValue } }
  /// The `.onSubmit` action text fields below run.
  var submitAction: (@MainActor () -> Void)? { get { self[SubmitKey.self] } set { self[SubmitKey.self] = newValue } }
}

/// Opens URLs: `openURL(url)`. A handler of your own decides with its result.
nonisolated public struct OpenURLAction: @unchecked Sendable {
  public struct Result: Sendable {
    let accepted: Bool
    public static let handled = Result(accepted: true)
    public static let discarded = Result(accepted: false)
    public static let systemAction = Result(accepted: true)
    public static func systemAction(_ url: URL) -> Result { Result(accepted: true) }
  }

  let handler: @MainActor (URL) -> Result

  public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(handler(url).accepted)
  }
}

/// Opens a window by its scene's id or for a value: `openWindow(id: "settings")`.
nonisolated public struct OpenWindowAction: @unchecked Sendable {
  let record: @MainActor (String) -> Void
  @MainActor public func callAsFunction(id: String) { record(id) }
  @MainActor public func callAsFunction<D: Hashable & Codable>(value: D) { record("\(value)") }
  @MainActor public func callAsFunction<D: Hashable & Codable>(id: String, value: D) { record("\(id): \(value)") }
}

/// Closes a window (nothing to close headlessly).
nonisolated public struct DismissWindowAction: Sendable {
  @MainActor public func callAsFunction() {}
  @MainActor public func callAsFunction(id: String) {}
}

/// Ends a search (nothing to end headlessly).
nonisolated public struct DismissSearchAction: Sendable {
  @MainActor public func callAsFunction() {}
}

/// A `.refreshable` action: `await refresh()`.
nonisolated public struct RefreshAction: @unchecked Sendable {
  let action: @MainActor @Sendable () async -> Void
  @MainActor public func callAsFunction() async { await action() }
}

/// The pre-iOS 15 way to dismiss: `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
  public let isPresented: Bool
  let dismissAction: (@MainActor () -> Void)?
  @MainActor public mutating func dismiss() { dismissAction?() }
}
