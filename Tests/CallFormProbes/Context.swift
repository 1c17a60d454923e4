// The declarations the call-form probes share (not a probe itself): a model, an item, a tab enum, a view to
// preview, a legacy model and a few custom types of the kinds apps declare.
import SwiftUI

@Observable final class ProbeModel {
  var name = "Ada"
  var icon = "star"
  var isOn = false
  var count = 0
  var color = Color.blue
  var items: [ProbeItem] = [ProbeItem(id: 1, title: "One"), ProbeItem(id: 2, title: "Two")]
  var editing: ProbeItem?

  func load() async {}
}

struct ProbeItem: Identifiable, Hashable {
  let id: Int
  var title: String
  var isDone = false
}

enum ProbeTab: String, Hashable, CaseIterable {
  case home, settings
  var title: String { rawValue.capitalized }
}

enum ProbeField: Hashable { case name, email }

struct ProbeGreeting: View {
  let name: String
  var body: some View { Text("Hello, \(name)") }
}

final class ProbeLegacyModel: ObservableObject {
  @Published var name = "Ada"
}

struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

struct ProbeButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
  }
}

struct ProbeLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.icon; configuration.title }
  }
}

struct ProbeCardModifier: ViewModifier {
  func body(content: Content) -> some View {
    content.padding().background(Color.gray.opacity(0.1))
  }
}

extension View {
  func probeCard() -> some View { modifier(ProbeCardModifier()) }
}

struct OffsetKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct ProbeEquatableRow: View, Equatable {
  let title: String
  var body: some View { Text(title) }
}
