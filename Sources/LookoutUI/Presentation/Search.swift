import Foundation

/// `.searchable`: a search field (rendered as `SearchField "prompt"`, typed into with ``ViewHost/type(_:into:)``)
/// above the content, which sees `isSearching` while the text is not empty.
nonisolated struct SearchableModifier: PrimitiveModifier {
  let text: Binding<String>
  let prompt: String

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    builder.add(SearchField(text: text, prompt: prompt), key: .position(1))
    builder.environment.isSearching = !text.wrappedValue.isEmpty
    builder.add(content, key: .position(0))
  }
}

/// The search field of `.searchable`.
nonisolated struct SearchField: View, PrimitiveView {
  typealias Body = Never
  let text: Binding<String>
  let prompt: String

  @MainActor func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "SearchField", label: prompt, value: "\"\(text.wrappedValue)\"")
    let text = text
    element.setText = { text.wrappedValue = $0 }
    element.submit = builder.environment.submitAction
    builder.element = element
  }
}

nonisolated extension View {
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
    -> some View {
    modifier(PrimitiveModifierBox.wrap(SearchableModifier(text: text, prompt: prompt?.content ?? "Search")))
  }
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
    -> some View {
    modifier(PrimitiveModifierBox.wrap(SearchableModifier(text: text, prompt: prompt.text)))
  }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
    -> some View {
    modifier(PrimitiveModifierBox.wrap(SearchableModifier(text: text, prompt: String(prompt))))
  }
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
    -> some View {
    modifier(PrimitiveModifierBox.wrap(SearchableModifier(text: text, prompt: prompt?.content ?? "Search")))
  }
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
    -> some View {
    modifier(PrimitiveModifierBox.wrap(SearchableModifier(text: text, prompt: prompt.text)))
  }
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    attribute("searchSuggestions", ViewNode.name(of: S.self))
  }
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    attribute("searchScopes", "\(scope.wrappedValue)")
  }
  public func searchCompletion(_ completion: String) -> some View { attribute("searchCompletion", completion) }
}

/// Where a search field sits.
nonisolated public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
  public enum NavigationBarDrawerDisplayMode: Sendable, Hashable { case automatic, always }
}
