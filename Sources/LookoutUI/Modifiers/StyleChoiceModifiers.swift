import Foundation

// Which style controls use: recorded as attributes (the style's name); no effect on updates.

nonisolated extension View {
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { attribute("buttonStyle", StyleName.of(style)) }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { attribute("buttonStyle", StyleName.of(style)) }
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { attribute("buttonBorderShape", shape.description) }
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { attribute("labelStyle", StyleName.of(style)) }
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { attribute("toggleStyle", StyleName.of(style)) }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { attribute("pickerStyle", StyleName.of(style)) }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { attribute("listStyle", StyleName.of(style)) }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { attribute("textFieldStyle", StyleName.of(style)) }
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { attribute("progressViewStyle", StyleName.of(style)) }
  public func formStyle<S: FormStyle>(_ style: S) -> some View { attribute("formStyle", StyleName.of(style)) }
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { attribute("menuStyle", StyleName.of(style)) }
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { attribute("datePickerStyle", StyleName.of(style)) }
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { attribute("tabViewStyle", StyleName.of(style)) }
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { attribute("indexViewStyle", StyleName.of(style)) }
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { attribute("controlGroupStyle", StyleName.of(style)) }
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    attribute("navigationSplitViewStyle", StyleName.of(style))
  }
  public func tableStyle<S: TableStyle>(_ style: S) -> some View { attribute("tableStyle", StyleName.of(style)) }
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { attribute("gaugeStyle", StyleName.of(style)) }
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { attribute("groupBoxStyle", StyleName.of(style)) }
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { attribute("labeledContentStyle", StyleName.of(style)) }
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    attribute("disclosureGroupStyle", StyleName.of(style))
  }
  public func controlSize(_ size: ControlSize) -> some View { attribute("controlSize", "\(size)") }
  public func menuIndicator(_ visibility: Visibility) -> some View { attribute("menuIndicator", "\(visibility)") }
  public func menuOrder(_ order: MenuOrder) -> some View { attribute("menuOrder", "\(order)") }
  public func labelsHidden() -> some View { attribute("labelsHidden", "true") }
  public func hoverEffect() -> some View { attribute("hoverEffect", "automatic") }
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { attribute("hoverEffectDisabled", "\(disabled)") }
}
