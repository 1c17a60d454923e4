import Foundation
import LookoutMap
import LookoutSyntax
import LookoutTestSupport
import Testing

/// The map's outputs: JSON that follows its documented schema, DOT, the HTML page, and `why`'s text.
@Suite struct MapOutputTests {
  static let sources = [
    "Sources/App/Cart.swift": """
      import Observation
      @Observable final class Cart {
          var items: [String] = []
          var total: Int { items.count }
      }
      """,
    "Sources/App/CartView.swift": """
      import SwiftUI
      struct CartView: View {
          let cart: Cart
          var body: some View { Text("</script> \\(cart.total)") }
      }
      """,
  ]

  @Test func theJSONFollowsTheDocumentedSchema() throws {
    let document = MapDocument(map(Self.sources))
    let json = document.json()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let schemaData = try #require(FileManager.default.contents(atPath: PackagePaths.path("Documentation/map-schema.json")))
    let schema = try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
    Self.check(object, against: schema, definitions: definitions, at: "document")
    #expect((object["nodes"] as? [Any])?.count == 3)
    #expect(try MapDocument.decode(Data(json.utf8)) == document)
  }

  /// Every key the document uses is declared, every required key is there, and enums hold (a small subset of
  /// JSON Schema: what the map's schema uses).
  static func check(_ value: Any, against schema: [String: Any], definitions: [String: [String: Any]], at path: String) {
    var schema = schema
    if let reference = schema["$ref"] as? String, let name = reference.split(separator: "/").last {
      schema = definitions[String(name)] ?? [:]
    }
    if let allowed = schema["enum"] as? [String] {
      #expect(allowed.contains(value as? String ?? ""), "\(path): \(value) is not one of \(allowed)")
    }
    if let object = value as? [String: Any], let properties = schema["properties"] as? [String: [String: Any]] {
      for key in schema["required"] as? [String] ?? [] { #expect(object[key] != nil, "\(path): missing \(key)") }
      for (key, child) in object {
        guard let childSchema = properties[key] else {
          Issue.record("\(path): \(key) is not in the schema")
          continue
        }
        check(child, against: childSchema, definitions: definitions, at: path + "." + key)
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, item) in array.enumerated() { check(item, against: items, definitions: definitions, at: "\(path)[\(index)]") }
    }
  }

  @Test func thePageHoldsTheMapAndNothingFromOutside() {
    let html = MapPage.html(MapDocument(map(Self.sources)), title: "Cart <demo>")
    #expect(html.contains("<title>Cart &lt;demo&gt;</title>"))
    #expect(html.contains("<script id=\"map-data\" type=\"application/json\">{"))
    // A source line that says </script> cannot end the data early.
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(html.contains("<\\/script>"))
    #expect(!html.contains("http://") || !html.contains("src=\"http"), "no network")
    #expect(!html.contains("<link"))
    #expect(html.utf8.count < 40_000)
  }

  @Test func dotDrawsModelsAsClustersAndReadsAsEdges() {
    let dot = MapDOT.render(MapDocument(map(Self.sources)))
    #expect(dot.hasPrefix("digraph lookout {"))
    #expect(dot.contains("subgraph cluster_0"))
    #expect(dot.contains("\"property:App.Cart.items\" -> \"view:App.CartView\";"))
  }

  @Test func whyExplainsAPropertyAComputedPropertyAndAView() throws {
    let report = WhyReport(map: map(Self.sources))
    let property = try #require(report.subject("Cart.items"))
    #expect(report.subject("App.Cart.items") == property)
    let text = report.text(for: property)
    #expect(text.contains("Cart.items (App, Sources/App/Cart.swift:3) — tracked (@Observable)"))
    #expect(text.contains("re-runs 1 view:"))
    #expect(text.contains("    CartView.body    Sources/App/CartView.swift:4  var body: some View"))
    #expect(text.contains("    → Cart.total     Sources/App/Cart.swift:4  var total: Int { items.count }"))
    #expect(text.contains("    → Cart.items     Sources/App/Cart.swift:3  var items: [String] = []"))
    #expect(report.text(for: try #require(report.subject("Cart.total"))).contains("Cart.total — read by 1 view body"))
    #expect(report.text(for: try #require(report.subject("CartView"))).contains("its body depends on 1 thing:"))
    #expect(report.subject("Cart.nothing") == nil)
  }

  @Test func aViewThatDependsOnNothingSaysSoInWords() throws {
    var sources = Self.sources
    sources["Sources/App/Banner.swift"] = "import SwiftUI\nstruct Banner: View {\n    var body: some View { Text(\"Hi\") }\n}\n"
    let report = WhyReport(map: map(sources))
    let text = report.text(for: try #require(report.subject("Banner")))
    #expect(text.contains("its body depends on nothing a model's change re-runs it for"), "\(text)")
    #expect(!text.contains("0 things"))
  }
}

/// The map is the same for any number of threads (and, read in source order, from run to run).
@Suite struct MapDeterminismTests {
  @Test func oneThreadAndFourGiveTheSameMap() throws {
    let root = PackagePaths.path("Examples/LegacyApp")
    var one = MapBuilder(settings: ProjectSettings.read(under: [root]))
    one.jobs = 1
    var four = one
    four.jobs = 4
    let sources = try DiskSources(under: [root])
    #expect(MapDocument(one.build(sources)) == MapDocument(four.build(sources)))
  }
}
