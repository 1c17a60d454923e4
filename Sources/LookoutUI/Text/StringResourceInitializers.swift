import Foundation

// The initialisers that take a `LocalizedStringResource` (iOS 16): a resource's text is its key headlessly.
// Disfavoured, so that a string literal stays a `LocalizedStringKey`.

extension Text {
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { self.init(verbatim: String(localized: resource)) }
}

extension Label where Title == Text, Icon == Image {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) { self.init(String(localized: titleResource), systemImage: name) }
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image name: String) { self.init(String(localized: titleResource), image: name) }
}

extension Button where Label == Text {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
    self.init(String(localized: titleResource), action: action)
  }
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(String(localized: titleResource), role: role, action: action)
  }
}

extension Toggle where Label == Text {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) { self.init(String(localized: titleResource), isOn: isOn) }
}
