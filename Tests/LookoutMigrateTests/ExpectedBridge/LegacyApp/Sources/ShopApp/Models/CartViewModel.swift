import Combine
import Foundation

struct CartItem: Identifiable, Equatable {
    let id: UUID
    var title: String
    var price: Decimal
    var quantity: Int
}

/// The cart: items, a coupon, and a running total.
final class CartViewModel: ObservableObject {
    @Published var items: [CartItem] = []
    @Published var couponCode = ""
    @Published private(set) var totalPrice: Decimal = 0
    @Published var isLoading = false

    // Not published: views never updated when these changed.
    var lastRefresh: Date?
    private var cancellables = Set<AnyCancellable>()
    lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    let shipping = ShippingOptions()

    init() {
        $items
            .map { items in items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
            .sink { [weak self] total in self?.totalPrice = total }
            .store(in: &cancellables)
        shipping.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }

    func add(_ item: CartItem) {
        items.append(item)
        lastRefresh = Date()
    }
}

/// Nested model: the cart forwards its changes by hand.
final class ShippingOptions: ObservableObject {
    @Published var express = false
    var note = "" {
        didSet { objectWillChange.send() }
    }
}
