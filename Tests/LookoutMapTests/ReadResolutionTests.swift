import LookoutMap
import Testing

/// How a body's reads are resolved: through each way a view holds a model, helpers, computed properties,
/// other models, extensions, protocols and closures.
@Suite struct ReadResolutionTests {
  static let cart = """
    import Observation
    @Observable final class Cart {
        var items: [String] = []
        var coupon = ""
        let id = 1
        @ObservationIgnored var cache = 0
        var customer = Customer()
        var total: Int { items.count }
    }
    @Observable final class Customer {
        var name = ""
    }
    """

  @Test func everyWayAViewHoldsAModel() {
    let map = map(["Sources/App/Cart.swift": Self.cart, "Sources/App/Views.swift": """
      import SwiftUI
      struct PlainLet: View {
          let cart: Cart
          var body: some View { Text(cart.coupon) }
      }
      struct Owner: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      struct FromEnvironment: View {
          @Environment(Cart.self) private var cart
          var body: some View {
              @Bindable var cart = cart
              TextField("Coupon", text: $cart.coupon)
          }
      }
      struct Editor: View {
          @Bindable var cart: Cart
          var body: some View { TextField("Name", text: $cart.customer.name) }
      }
      struct Ignores: View {
          let cart: Cart
          var body: some View { Text("\\(cart.id) \\(cart.cache)") }
      }
      """])
    #expect(map.edgeNames() == [
      "PlainLet ← Cart.coupon", "Owner ← Cart.items", "FromEnvironment ← Cart.coupon", "Editor ← Cart.customer",
      "Editor ← Customer.name",
    ])
    // A `let` is never tracked; an ignored property is read but re-runs nothing.
    #expect(map.edgeNames(.untrackedRead) == ["Ignores ← Cart.cache"])
    #expect(map.views.count == 5)
    #expect(Set(map.properties.map(\.key.shortDescription)) == ["Cart.items", "Cart.coupon", "Cart.customer", "Customer.name"])
  }

  /// A content closure whose views are chosen by `#if` describes views in each branch: its reads are the
  /// body's, whichever platform compiles it (the map reads every branch).
  @Test func readsInsideConditionalCompilationBlocksOfAContentClosureCount() {
    let map = map(["Sources/App/Cart.swift": Self.cart, "Sources/App/Views.swift": """
      import SwiftUI
      struct PerPlatform: View {
          let cart: Cart
          var body: some View {
              VStack {
                  #if os(macOS)
                  Text(cart.coupon)
                  #else
                  Text("\\(cart.items.count)")
                  #endif
              }
          }
      }
      struct ActionsPerPlatform: View {
          let cart: Cart
          var body: some View {
              Text("").task {
                  #if os(macOS)
                  cart.coupon = ""
                  #endif
              }
          }
      }
      """])
    #expect(map.edgeNames() == ["PerPlatform ← Cart.coupon", "PerPlatform ← Cart.items"])
  }

  @Test func pathsRunThroughHelpersComputedPropertiesAndOtherModels() {
    let map = map(["Sources/App/Cart.swift": Self.cart, "Sources/App/CartView.swift": """
      import SwiftUI
      struct CartView: View {
          let cart: Cart
          var body: some View {
              VStack {
                  totalLabel()
              }
          }
          func totalLabel() -> some View {
              Text("\\(cart.total)")
          }
      }
      """])
    #expect(map.path("CartView", "Cart.items") == ["CartView.body@6", "CartView.totalLabel()@10", "Cart.total@8", "Cart.items@3"])
    let step = map.edge("CartView", "Cart.items")?.paths.first?[1]
    #expect(step?.excerpt == "Text(\"\\(cart.total)\")")
  }

  @Test func extensionsInOtherFilesAndProtocolsWithOneConformer() {
    let map = map([
      "Sources/App/Cart.swift": Self.cart,
      "Sources/App/Cart+Summary.swift": """
        extension Cart {
            var summary: String { customer.name + coupon }
        }
        protocol CartStore: AnyObject { var coupon: String { get } }
        extension Cart: CartStore {}
        """,
      "Sources/App/Views.swift": """
        import SwiftUI
        struct Summary: View {
            let store: any CartStore
            var body: some View { Text(store.coupon) }
        }
        struct Generic<Store: CartStore>: View {
            let store: Store
            var body: some View { row }
        }
        extension Generic {
            var row: some View { Text(store.coupon) }
        }
        struct Header: View {
            let cart: Cart
            var body: some View { Text(cart.summary) }
        }
        """,
    ])
    #expect(map.edgeNames() == [
      "Summary ← Cart.coupon", "Generic ← Cart.coupon", "Header ← Cart.customer", "Header ← Customer.name", "Header ← Cart.coupon",
    ])
    #expect(map.path("Generic", "Cart.coupon") == ["Generic.body@8", "Generic.row@11", "Cart.coupon@4"])
  }

  @Test func closuresInBodyRowsPresentationsAndActions() {
    let map = map(["Sources/App/Cart.swift": Self.cart, "Sources/App/Views.swift": """
      import SwiftUI
      struct CartView: View {
          let cart: Cart
          @State private var editing = false
          var body: some View {
              List {
                  ForEach(cart.items, id: \\.self) { item in
                      Text(item + cart.coupon)
                  }
              }
              .overlay { Text(cart.customer.name) }
              .sheet(isPresented: $editing) { Text("\\(cart.total)") }
              .onTapGesture { print(cart.cache) }
              .task { await load(cart.id) }
          }
          func load(_ id: Int) async {}
      }
      struct Actions: View {
          let cart: Cart
          var body: some View {
              Button("Clear") { cart.items = [] }
              Button(action: { cart.coupon = "" }) { Text("Reset") }
          }
      }
      """])
    #expect(map.edgeNames() == ["CartView ← Cart.items", "CartView ← Cart.coupon", "CartView ← Cart.customer", "CartView ← Customer.name"])
    #expect(map.edge("CartView", "Cart.coupon")?.scope == .row)
    #expect(map.edge("CartView", "Cart.items")?.scope == .body)
    #expect(map.edge("CartView", "Customer.name")?.scope == .body)
    // `cart.total` runs in the sheet's own scope.
    #expect(map.edges.contains { $0.view.name == "CartView" && $0.scope == .presentation } == false)
    #expect(map.edgeNames(.untrackedRead).isEmpty, "reads in actions are not the body's")
    // The actions write.
    #expect(map.property(map.properties.first { $0.key.shortDescription == "Cart.items" }!.key)?.writes.count == 1)
  }

  @Test func aChildsInitializerRunsInItsParentsBody() {
    let map = map(["Sources/App/Cart.swift": Self.cart, "Sources/App/Views.swift": """
      import SwiftUI
      struct Parent: View {
          let cart: Cart
          var body: some View { Child(cart: cart) }
      }
      struct Child: View {
          @State private var draft: String
          init(cart: Cart) { _draft = State(initialValue: cart.coupon) }
          var body: some View { Text(draft) }
      }
      """])
    #expect(map.edgeNames() == ["Parent ← Cart.coupon"])
    #expect(map.path("Parent", "Cart.coupon") == ["Parent.body@4", "Child.init@8", "Cart.coupon@4"])
  }

  @Test func anObservableObjectIsAWholeObjectDependencyOfEachHolder() {
    let map = map(["Sources/App/Legacy.swift": """
      import SwiftUI
      import Combine
      final class Settings: ObservableObject {
          @Published var theme = ""
          @Published var fontSize = 14
          var note = ""
      }
      struct Holder: View {
          @ObservedObject var settings: Settings
          var body: some View { Text(settings.theme) }
      }
      struct Owner: View {
          @StateObject private var settings = Settings()
          var body: some View { Holder(settings: settings) }
      }
      struct FromEnvironment: View {
          @EnvironmentObject var settings: Settings
          var body: some View { Text("\\(settings.fontSize)") }
      }
      struct PlainLet: View {
          let settings: Settings
          var body: some View { Text(settings.theme) }
      }
      """])
    #expect(map.edgeNames(.wholeObject) == ["Holder ← Settings", "Owner ← Settings", "FromEnvironment ← Settings"])
    #expect(map.edgeNames(.read).isEmpty)
    #expect(map.edgeNames(.untrackedRead) == ["Holder ← Settings.theme", "FromEnvironment ← Settings.fontSize", "PlainLet ← Settings.theme"])
    let theme = map.properties.first { $0.key.shortDescription == "Settings.theme" }!
    #expect(theme.kind == .published)
    #expect(map.invalidatedViews(by: theme.key).map(\.name) == ["FromEnvironment", "Holder", "Owner"])
    #expect(map.wholeUses[map.views.first { $0.key.name == "Owner" }!.key]?.map(\.name) == ["Settings"])
  }

  @Test func modelsOfTheSameNameInTwoModulesAreTwoNodes() {
    let map = map([
      "Sources/Shop/Cart.swift": "import Observation\n@Observable final class Cart { var items: [Int] = [] }",
      "Sources/Wishlist/Cart.swift": "import Observation\n@Observable final class Cart { var items: [Int] = [] }",
      "Sources/Shop/CartView.swift": "import SwiftUI\nstruct CartView: View {\n  let cart: Cart\n  var body: some View { Text(\"\\(cart.items)\") }\n}",
      "Sources/Wishlist/WishView.swift": "import SwiftUI\nimport Shop\nstruct WishView: View {\n  let cart: Cart\n  let shop: Shop.Cart\n  var body: some View { Text(\"\\(cart.items) \\(shop.items)\") }\n}",
    ])
    #expect(map.models.map(\.key.description).sorted() == ["Shop.Cart", "Wishlist.Cart"])
    let readers = Dictionary(grouping: map.edges, by: { $0.target.owner.description }).mapValues { Set($0.map(\.view.name)) }
    #expect(readers["Shop.Cart"] == ["CartView", "WishView"])
    #expect(readers["Wishlist.Cart"] == ["WishView"])
  }
}

/// The name after a dot belongs to the member access: `actorId.description` in a model with a `description`
/// of its own reads only `actorId` (and what `ActorIdentifier.description` reads), not `self.description`.
@Suite struct MemberNameTests {
  @Test func aMembersNameIsNotReadOnSelf() {
    let map = map(["Sources/App/Person.swift": """
      import SwiftUI
      struct Identifier: Hashable { let url: String; var description: String { url } }
      @Observable final class Person {
          let id: Identifier
          var description = ""
          var isStaff: Bool { id.description.hasPrefix("staff") }
          init(id: Identifier) { self.id = id }
      }
      struct Badge: View {
          let person: Person
          var body: some View { Text(person.isStaff ? "staff" : "") }
      }
      """])
    #expect(map.edgeNames(nil).isEmpty)
  }
}

/// Closures that are values, and type aliases.
@Suite struct ValueClosureAndAliasTests {
  @Test func aReturnedOrStoredClosureDoesNotRunWhereItIsWritten() {
    let map = map(["Sources/App/Model.swift": """
      import SwiftUI
      @Observable final class Model {
          var count = 0
          var title = ""
          var increment: () -> Void { { self.count += 1 } }
          func makeReset() -> () -> Void { return { self.title = "" } }
      }
      typealias Store = Model
      struct Screen: View {
          let store: Store
          var body: some View {
              let reset = store.makeReset()
              let action = { print(store.count) }
              Button("Reset", action: reset)
              Button("Add", action: store.increment)
              Text(store.title)
              Button("Print", action: action)
          }
      }
      """])
    #expect(map.edgeNames() == ["Screen ← Model.title"])
  }
}
