// The built-in styles of the style families that have no requirements a style of your own must meet:
// one type per style, as in SwiftUI, each with its static member (`.segmented`), shown by that name.

/// How a picker shows its options (`.pickerStyle(.segmented)`). Styles of your own may conform.
public protocol PickerStyle: Sendable {}

nonisolated public struct DefaultPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct SegmentedPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "segmented" }
nonisolated public struct InlinePickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "inline" }
nonisolated public struct MenuPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "menu" }
nonisolated public struct WheelPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "wheel" }
nonisolated public struct NavigationLinkPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "navigationLink" }
nonisolated public struct RadioGroupPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "radioGroup" }
nonisolated public struct PalettePickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "palette" }
nonisolated public struct PopUpButtonPickerStyle: PickerStyle, BuiltInStyle { public init() {}; static let styleName = "popUpButton" }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }
extension PickerStyle where Self == PopUpButtonPickerStyle { public static var popUpButton: PopUpButtonPickerStyle { PopUpButtonPickerStyle() } }

/// How a list shows its rows (`.listStyle(.insetGrouped)`). Styles of your own may conform.
public protocol ListStyle: Sendable {}

nonisolated public struct DefaultListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct PlainListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "plain" }
nonisolated public struct GroupedListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "grouped" }
nonisolated public struct InsetGroupedListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "insetGrouped" }
nonisolated public struct InsetListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "inset" }
nonisolated public struct SidebarListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "sidebar" }
nonisolated public struct BorderedListStyle: ListStyle, BuiltInStyle { public init() {}; static let styleName = "bordered" }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == BorderedListStyle { public static var bordered: BorderedListStyle { BorderedListStyle() } }

/// How a text field looks (`.textFieldStyle(.roundedBorder)`). Styles of your own may conform.
public protocol TextFieldStyle: Sendable {}

nonisolated public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct PlainTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; static let styleName = "plain" }
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; static let styleName = "roundedBorder" }
nonisolated public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; static let styleName = "squareBorder" }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }
extension TextFieldStyle where Self == SquareBorderTextFieldStyle { public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() } }

/// How a form lays out its rows (`.formStyle(.grouped)`). Styles of your own may conform.
public protocol FormStyle: Sendable {}

nonisolated public struct AutomaticFormStyle: FormStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct GroupedFormStyle: FormStyle, BuiltInStyle { public init() {}; static let styleName = "grouped" }
nonisolated public struct ColumnsFormStyle: FormStyle, BuiltInStyle { public init() {}; static let styleName = "columns" }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

/// How a menu shows (`.menuStyle(.button)`). Styles of your own may conform.
public protocol MenuStyle: Sendable {}

nonisolated public struct DefaultMenuStyle: MenuStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct ButtonMenuStyle: MenuStyle, BuiltInStyle { public init() {}; static let styleName = "button" }
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInStyle { public init() {}; static let styleName = "borderlessButton" }

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() } }

/// How a date picker shows (`.datePickerStyle(.compact)`). Styles of your own may conform.
public protocol DatePickerStyle: Sendable {}

nonisolated public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct CompactDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "compact" }
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "graphical" }
nonisolated public struct WheelDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "wheel" }
nonisolated public struct FieldDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "field" }
nonisolated public struct StepperFieldDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; static let styleName = "stepperField" }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { FieldDatePickerStyle() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle { public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() } }

/// How a tab view shows its tabs (`.tabViewStyle(.page)`). Styles of your own may conform.
public protocol TabViewStyle: Sendable {}

nonisolated public struct DefaultTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct PageTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "page" }
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "sidebarAdaptable" }
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "tabBarOnly" }
nonisolated public struct GroupedTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "grouped" }
nonisolated public struct VerticalPageTabViewStyle: TabViewStyle, BuiltInStyle { public init() {}; static let styleName = "verticalPage" }

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}

extension PageTabViewStyle {
  /// When the page dots show.
  public enum IndexDisplayMode: Sendable, Hashable { case automatic, always, never }
  public init(indexDisplayMode: IndexDisplayMode) { self.init() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() } }
extension TabViewStyle where Self == GroupedTabViewStyle { public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() } }
extension TabViewStyle where Self == VerticalPageTabViewStyle { public static var verticalPage: VerticalPageTabViewStyle { VerticalPageTabViewStyle() } }

/// How a paged tab view's index shows (`.indexViewStyle(.page(backgroundDisplayMode: .always))`). Styles of your own may conform.
public protocol IndexViewStyle: Sendable {}

nonisolated public struct PageIndexViewStyle: IndexViewStyle, BuiltInStyle { public init() {}; static let styleName = "page" }

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { PageIndexViewStyle() }
}

extension PageIndexViewStyle {
  /// When the index's background shows.
  public enum BackgroundDisplayMode: Sendable, Hashable { case automatic, always, interactive, never }
  public init(backgroundDisplayMode: BackgroundDisplayMode) { self.init() }
}

/// How a control group shows (`.controlGroupStyle(.navigation)`). Styles of your own may conform.
public protocol ControlGroupStyle: Sendable {}

nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "navigation" }
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "menu" }
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "compactMenu" }
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInStyle { public init() {}; static let styleName = "palette" }

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() } }

/// How a split view shares its space (`.navigationSplitViewStyle(.balanced)`). Styles of your own may conform.
public protocol NavigationSplitViewStyle: Sendable {}

nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {}; static let styleName = "balanced" }
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle { public init() {}; static let styleName = "prominentDetail" }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() } }

/// How a table shows (`.tableStyle(.inset)`). Styles of your own may conform.
public protocol TableStyle: Sendable {}

nonisolated public struct AutomaticTableStyle: TableStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct InsetTableStyle: TableStyle, BuiltInStyle { public init() {}; static let styleName = "inset" }
nonisolated public struct BorderedTableStyle: TableStyle, BuiltInStyle { public init() {}; static let styleName = "bordered" }

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { AutomaticTableStyle() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { InsetTableStyle() } }
extension TableStyle where Self == BorderedTableStyle { public static var bordered: BorderedTableStyle { BorderedTableStyle() } }

/// How a gauge shows. Styles of your own may conform.
public protocol GaugeStyle: Sendable {}

nonisolated public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle { public init() {}; static let styleName = "automatic" }
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle { public init() {}; static let styleName = "linearCapacity" }
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle { public init() {}; static let styleName = "accessoryCircular" }
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle { public init() {}; static let styleName = "accessoryLinear" }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
