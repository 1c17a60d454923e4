import Foundation

/// The pre-iOS 15 action sheet: a title, a message and buttons, shown as a presentation like an `Alert`.
public struct ActionSheet {
  let alert: Alert

  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    alert = Alert(title: title, message: message, buttons: buttons)
  }

  public typealias Button = Alert.Button
}

extension View {
  /// Shows `content()`'s action sheet while `isPresented` is true; its buttons dismiss it.
  @MainActor public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
    presentation("ActionSheet", isPresented: isPresented) { AlertContent(alert: content().alert) }
  }

  /// Shows the action sheet for `item` while it is not nil.
  @MainActor public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet) -> some View {
    presentation("ActionSheet", item: item) { AlertContent(alert: content($0).alert) }
  }
}
