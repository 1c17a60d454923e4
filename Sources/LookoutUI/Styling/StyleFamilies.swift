// The built-in styles of the style families that have no requirements a style of your own must meet:
// one type per style, as in SwiftUI, each with its static member (`.segmented`), shown by that name.

/// How a picker shows its options (`.pickerStyle(.segmented)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol PickerStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct DefaultPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct SegmentedPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "segmented" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct InlinePickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "inline" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct MenuPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "menu" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct WheelPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "wheel" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "navigationLink" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct RadioGroupPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "radioGroup" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct PalettePickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "palette" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct PopUpButtonPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "popUpButton" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PickerStyle where Self == PopUpButtonPickerStyle { public static var popUpButton: PopUpButtonPickerStyle { PopUpButtonPickerStyle() } }

/// How a list shows its rows (`.listStyle(.insetGrouped)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol ListStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct DefaultListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct PlainListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "plain" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct GroupedListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "grouped" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct InsetGroupedListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "insetGrouped" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct InsetListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "inset" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct SidebarListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "sidebar" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct BorderedListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "bordered" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListStyle where Self == BorderedListStyle { public static var bordered: BorderedListStyle { BorderedListStyle() } }

/// How a text field looks (`.textFieldStyle(.roundedBorder)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol TextFieldStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; static let styleName = "plain" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; static let styleName = "roundedBorder" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; static let styleName = "squareBorder" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TextFieldStyle where Self == SquareBorderTextFieldStyle { public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() } }

/// How a form lays out its rows (`.formStyle(.grouped)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol FormStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct AutomaticFormStyle: FormStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct GroupedFormStyle: FormStyle, BuiltInStyle { public init() {}; static let styleName = "grouped" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct ColumnsFormStyle: FormStyle, BuiltInStyle { public init() {}; static let styleName = "columns" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

/// How a menu shows (`.menuStyle(.button)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol MenuStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct DefaultMenuStyle: MenuStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct ButtonMenuStyle: MenuStyle, BuiltInStyle { public init() {}; static let styleName = "button" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInStyle { public init() {}; static let styleName = "borderlessButton" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() } }

/// How a date picker shows (`.datePickerStyle(.compact)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol DatePickerStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "compact" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "graphical" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "wheel" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct FieldDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "field" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct StepperFieldDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "stepperField" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { FieldDatePickerStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension DatePickerStyle where Self == StepperFieldDatePickerStyle { public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() } }

/// How a tab view shows its tabs (`.tabViewStyle(.page)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol TabViewStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct DefaultTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct PageTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "page" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "sidebarAdaptable" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "tabBarOnly" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct GroupedTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "grouped" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct VerticalPageTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "verticalPage" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PageTabViewStyle {
  /// When the page dots show.
  public enum IndexDisplayMode: Sendable, Hashable { case automatic, always, never }
  public init(indexDisplayMode: IndexDisplayMode) { self.init() }
}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TabViewStyle where Self == GroupedTabViewStyle { public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TabViewStyle where Self == VerticalPageTabViewStyle { public static var verticalPage: VerticalPageTabViewStyle { VerticalPageTabViewStyle() } }

/// How a paged tab view's index shows (`.indexViewStyle(.page(backgroundDisplayMode: .always))`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol IndexViewStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct PageIndexViewStyle: IndexViewStyle, BuiltInStyle { public init() {}; static let styleName = "page" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { PageIndexViewStyle() }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PageIndexViewStyle {
  /// When the index's background shows.
  public enum BackgroundDisplayMode: Sendable, Hashable { case automatic, always, interactive, never }
  public init(backgroundDisplayMode: BackgroundDisplayMode) { self.init() }
}

/// How a control group shows (`.controlGroupStyle(.navigation)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol ControlGroupStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "navigation" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "menu" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "compactMenu" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "palette" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() } }

/// How a split view shares its space (`.navigationSplitViewStyle(.balanced)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol NavigationSplitViewStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {}; static let styleName = "balanced" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {}; static let styleName = "prominentDetail" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() } }

/// How a table shows (`.tableStyle(.inset)`). Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol TableStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct AutomaticTableStyle: TableStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct InsetTableStyle: TableStyle, BuiltInStyle { public init() {}; static let styleName = "inset" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct BorderedTableStyle: TableStyle, BuiltInStyle { public init() {}; static let styleName = "bordered" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { AutomaticTableStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { InsetTableStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TableStyle where Self == BorderedTableStyle { public static var bordered: BorderedTableStyle { BorderedTableStyle() } }

/// How a gauge shows. Styles of your own may conform.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol GaugeStyle: Sendable {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle { public init() {}; static let styleName = "linearCapacity" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle { public init() {}; static let styleName = "accessoryCircular" }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle { public init() {}; static let styleName = "accessoryLinear" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
