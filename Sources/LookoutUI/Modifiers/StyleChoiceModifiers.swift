import Foundation

// Which style controls use: recorded as attributes (the style's name); no effect on updates.

extension View {
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("buttonStyle", StyleName.of(style)) }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("buttonStyle", StyleName.of(style)) }
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, AttributeModifier> { attribute("buttonBorderShape", shape.description) }
  public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("labelStyle", StyleName.of(style)) }
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("toggleStyle", StyleName.of(style)) }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("pickerStyle", StyleName.of(style)) }
  public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("listStyle", StyleName.of(style)) }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("textFieldStyle", StyleName.of(style)) }
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("progressViewStyle", StyleName.of(style)) }
  public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("formStyle", StyleName.of(style)) }
  public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("menuStyle", StyleName.of(style)) }
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("datePickerStyle", StyleName.of(style)) }
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("tabViewStyle", StyleName.of(style)) }
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("indexViewStyle", StyleName.of(style)) }
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("controlGroupStyle", StyleName.of(style)) }
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> {
    attribute("navigationSplitViewStyle", StyleName.of(style))
  }
  public func tableStyle<S: TableStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("tableStyle", StyleName.of(style)) }
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("gaugeStyle", StyleName.of(style)) }
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("groupBoxStyle", StyleName.of(style)) }
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> { attribute("labeledContentStyle", StyleName.of(style)) }
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> ModifiedContent<Self, AttributeModifier> {
    attribute("disclosureGroupStyle", StyleName.of(style))
  }
  public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, AttributeModifier> { attribute("controlSize", "\(size)") }
  public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, AttributeModifier> { attribute("menuIndicator", "\(visibility)") }
  public func menuOrder(_ order: MenuOrder) -> ModifiedContent<Self, AttributeModifier> { attribute("menuOrder", "\(order)") }
  public func labelsHidden() -> ModifiedContent<Self, AttributeModifier> { attribute("labelsHidden", "true") }
  public func hoverEffect() -> ModifiedContent<Self, AttributeModifier> { attribute("hoverEffect", "automatic") }
  public func hoverEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, AttributeModifier> { attribute("hoverEffectDisabled", "\(disabled)") }
}
