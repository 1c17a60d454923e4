import LookoutUI
import Testing

/// A custom `Layout` runs with the host's proposed size, a `Canvas` records what it drew, a filled shape can
/// still be stroked, and a UIKit view in a representable is made once and updated with its view.
@MainActor @Suite struct DrawingAndLayoutTests {
  final class Calls { var log: [String] = [] }

  struct Flow: Layout {
    let calls: Calls
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      calls.log.append("sizeThatFits \(Int(proposal.width ?? -1))×\(Int(proposal.height ?? -1)), \(subviews.count) subviews")
      return CGSize(width: proposal.width ?? 0, height: 40)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      calls.log.append("placeSubviews in \(Int(bounds.width))×\(Int(bounds.height))")
      var x = bounds.minX
      for subview in subviews {
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
        x += subview.sizeThatFits(.unspecified).width + 8
      }
    }
  }

  struct Tags: View {
    let calls: Calls
    var body: some View {
      Flow(calls: calls) {
        Text("one")
        Text("two")
      }
    }
  }

  @Test func aCustomLayoutIsAskedWithTheHostsProposedSizeAndPlacesItsSubviews() {
    let calls = Calls()
    let host = ViewHost(Tags(calls: calls))
    #expect(calls.log == ["sizeThatFits 393×852, 2 subviews", "placeSubviews in 393×40"])
    #expect(host.render() == """
      Tags
        Flow
          Text "one" [placed: 0 0 27×21]
          Text "two" [placed: 35 0 27×21]
      """)
  }

  struct Chart: View {
    let values: [Double]
    var body: some View {
      Canvas { context, size in
        for (index, value) in values.enumerated() {
          let bar = CGRect(x: Double(index) * 10, y: 0, width: 8, height: value)
          context.fill(Path(bar), with: .color(.blue))
        }
        context.stroke(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.gray), lineWidth: 1)
        context.draw(Text("max"), at: CGPoint(x: 15, y: 35))
      }
      .frame(width: 30, height: 40)
    }
  }

  @Test func aCanvasRecordsWhatItDrewInOrder() {
    let host = ViewHost(Chart(values: [10, 20]))
    #expect(host.renderElements().contains("""
      Canvas [size: 30×40, frame: w 30 h 40]
        fill "blue" [at: 0 0 8×10]
        fill "blue" [at: 10 0 8×20]
        stroke "gray 1" [at: 0 0 30×30]
        text "max" [at:
      """))
  }

  @Test func aFilledShapeCanStillBeStroked() {
    let host = ViewHost(Circle().fill(.red).stroke(.blue, lineWidth: 2))
    #expect(host.render() == "Circle [stroke: blue 2, fill: red]")
  }

  struct Label: UIViewRepresentable {
    let title: String
    let calls: Calls
    func makeUIView(context: Context) -> UILabel {
      calls.log.append("make")
      return UILabel()
    }
    func updateUIView(_ label: UILabel, context: Context) {
      calls.log.append("update \(title)")
      label.text = title
    }
  }

  struct Titled: View {
    @State private var title = "A"
    let calls: Calls
    var body: some View {
      VStack {
        Label(title: title, calls: calls)
        Button("Rename") { title = "B" }
      }
    }
  }

  @Test func aRepresentableIsMadeOnceAndUpdatedWhenItsValueChanges() throws {
    let calls = Calls()
    let host = ViewHost(Titled(calls: calls))
    try host.tap("Rename")
    host.update()
    #expect(calls.log == ["make", "update A", "update B"])
  }
}
