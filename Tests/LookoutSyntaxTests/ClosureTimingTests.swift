import LookoutSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// The one table of when SwiftUI runs a closure of view code, decided by the API it is given to.
@Suite struct ClosureTimingTests {
  /// The timing of the closure whose first statement is `marker()` in `code`.
  static func timing(of marker: String, in code: String) throws -> ClosureTiming {
    let tree = Parser.parse(source: code)
    let closure = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == marker }.flatMap { token in
      var node = token.parent
      while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
      return node?.as(ClosureExprSyntax.self)
    }, "no closure holds \(marker)")
    return ClosureTiming.of(closure)
  }

  static let view = """
    struct V: View {
        var body: some View {
            VStack { a0.frame(width: 1); b0.padding() }
            GeometryReader { proxy in Text(r0) }
            ScrollViewReader { reader in Text(s0) }
            ForEach(items) { item in Text(f0) }
            List { Text(l0) }
            Text("x")
                .sheet(isPresented: $shown) { Text(p0) }
                .alert("Oops", isPresented: $shown) { Button("OK") { ok0() } } message: { Text(m0) }
                .overlay { Text(o0) }
                .card { Text(c0) }
                .onAppear { a1() }
                .task { await t0() }
                .environment(\\.openURL, OpenURLAction { url in u0(); return .handled })
            Toggle("On", isOn: Binding(get: { g0 }, set: { s1 = $0 }))
            Toggle("Off", isOn: .init(get: { g1 }, set: { s2 = $0 }))
            FlowView { model.finish0() }
            Menu { Button("Reset") { reset0() } } label: { Text(n0) }
        }
    }
    """

  @Test(arguments: [
    ("a0", ClosureTiming.body), ("r0", .scope(.reader)), ("s0", .scope(.reader)), ("f0", .scope(.row)), ("l0", .body),
    ("p0", .scope(.presentation)), ("m0", .body), ("o0", .body), ("c0", .body), ("a1", .later), ("t0", .later),
    ("u0", .later), ("g0", .later), ("s1", .later), ("finish0", .later), ("reset0", .later), ("n0", .body), ("ok0", .later),
    ("g1", .later), ("s2", .later),
  ])
  func eachClosureRunsWhenItsAPIRunsIt(marker: String, expected: ClosureTiming) throws {
    #expect(try Self.timing(of: marker, in: Self.view) == expected, "\(marker)")
  }

  @Test func aFunctionPassedAsAnActionIsNotReadNow() throws {
    let tree = Parser.parse(source: """
      Text("x").onAppear(perform: Service.shared.refresh)
      Text(Service.shared.title)
      """)
    let accesses = tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "shared" }.compactMap { $0.parent?.parent?.as(MemberAccessExprSyntax.self) }
    #expect(accesses.count == 2)
    #expect(ClosureTiming.isPassedAsAction(accesses[0]))
    #expect(!ClosureTiming.isPassedAsAction(accesses[1]))
  }
}
