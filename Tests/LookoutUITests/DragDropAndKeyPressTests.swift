import Foundation
import LookoutUI
import Testing

/// Drag and drop and key presses, driven by the host as a user would: a destination sees only the types it
/// declared, items are loaded before the update, and a key press goes from the innermost handler outwards.
@MainActor @Suite struct DragDropAndKeyPressTests {
  struct Board: View {
    @State private var inbox: [String] = []
    @State private var typed: [String] = []
    @State private var isTargeted = false

    var body: some View {
      VStack {
        Text("Card").draggable("card")
        Text("Link").onDrag { NSItemProvider(object: NSURL(string: "https://example.com")!) }
        Text("Inbox: \(inbox.joined(separator: ","))").onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in
          for provider in providers {
            _ = provider.loadObject(ofClass: NSString.self) { object, _ in
              let text = (object as? NSString).map(String.init) ?? "?"
              DispatchQueue.main.async { inbox.append(text) }
            }
          }
          return true
        }
        Text("Typed: \(typed.count)").dropDestination(for: String.self) { items, _ in
          typed += items
          return true
        }
      }
    }
  }

  @Test func aDraggedItemIsLoadedByTheDestinationBeforeTheUpdateReturns() async throws {
    let host = ViewHost(Board())
    #expect(host.render().contains(#"Text "Card" [draggable: true]"#))
    let drop = try await host.drag("Card", to: "Inbox: ")
    #expect(drop.views == ["Board"])
    #expect(host.lastDropResult == true)
    #expect(host.element(containing: "Inbox")?.label == "Inbox: card")
  }

  @Test func dropDestinationReceivesTheItemsAsItsTransferableType() async throws {
    let host = ViewHost(Board())
    try await host.drop(["a", "b"], on: "Typed: 0")
    #expect(host.element(containing: "Typed")?.label == "Typed: 2")
  }

  @Test func aDestinationRefusesTypesItDidNotDeclare() async throws {
    let host = ViewHost(Board())
    await #expect(throws: InteractionError.self) { try await host.drag("Link", to: "Inbox: ") }
    #expect(host.element(containing: "Inbox")?.label == "Inbox: ")
  }

  final class Recorder: DropDelegate {
    var calls: [String] = []
    func validateDrop(info: DropInfo) -> Bool { calls.append("validate"); return info.hasItemsConforming(to: [.text]) }
    func dropEntered(info: DropInfo) { calls.append("entered") }
    func dropUpdated(info: DropInfo) -> DropProposal? { calls.append("updated"); return DropProposal(operation: .copy) }
    func performDrop(info: DropInfo) -> Bool { calls.append("perform \(info.itemProviders(for: [.text]).count)"); return true }
  }

  @Test func aDropDelegateIsValidatedEnteredUpdatedThenPerformed() async throws {
    let recorder = Recorder()
    let host = ViewHost(Text("Target").onDrop(of: [.text], delegate: recorder))
    try await host.drop(["x"], on: "Target")
    #expect(recorder.calls == ["validate", "entered", "updated", "perform 1"])
  }

  struct Editor: View {
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Text("Field").onKeyPress(keys: [.upArrow, .downArrow]) { press in
          guard press.key == .upArrow else { return .ignored }
          log.append("inner \(press.key)")
          return .handled
        }
        Text("Log: \(log.joined(separator: ", "))")
      }
      .onKeyPress(.downArrow) {
        log.append("outer")
        return .handled
      }
      .onKeyPress(characters: .letters, phases: .up) { press in
        log.append("letter \(press.characters)")
        return .handled
      }
    }
  }

  @Test func aKeyPressGoesFromTheInnermostHandlerOutwardsUntilHandled() throws {
    let host = ViewHost(Editor())
    try host.press(.upArrow, on: "Field")
    try host.press(.downArrow, on: "Field")
    #expect(host.lastKeyPressResult == .handled)
    try host.press(KeyEquivalent("q"), on: "Field")
    #expect(host.lastKeyPressResult == .ignored, "the letters handler asked for key-up only")
    try host.press(KeyEquivalent("q"), phase: .up, on: "Field")
    #expect(host.element(containing: "Log")?.label == "Log: inner ↑, outer, letter q")
  }

  struct KeyboardAware: View {
    @State private var keyboardHeight: CGFloat = 0
    var body: some View {
      Text("Keyboard \(Int(keyboardHeight))")
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { notification in
          keyboardHeight = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in keyboardHeight = 0 }
    }
  }

  @Test func theKeyboardIsShownWithUIKitsNotificationsAndUserInfo() {
    let host = ViewHost(KeyboardAware())
    #expect(host.showKeyboard(height: 300).views == ["KeyboardAware"])
    #expect(host.element(containing: "Keyboard")?.label == "Keyboard 300")
    host.hideKeyboard()
    #expect(host.element(containing: "Keyboard")?.label == "Keyboard 0")
  }
}
