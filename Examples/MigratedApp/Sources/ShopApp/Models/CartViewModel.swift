import Foundation
import Observation

struct CartItem: Identifiable, Equatable {
    let id: UUID
    var title: String
    var price: Decimal
    var quantity: Int
}

/// The cart: items, a coupon, and a running total.
@MainActor
@Observable
final class CartViewModel {
    var items: [CartItem] = [] {
        didSet { totalPrice = items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
    }
    var couponCode = ""
    private(set) var totalPrice: Decimal = 0
    var isLoading = false

    // Not published: views never updated when these changed.
    @ObservationIgnored var lastRefresh: Date?
    @ObservationIgnored lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    let shipping = ShippingOptions()

    func add(_ item: CartItem) {
        items.append(item)
        lastRefresh = Date()
    }
}

/// Nested model: views that read `cart.shipping.express` track it directly.
@MainActor
@Observable
final class ShippingOptions {
    var express = false
    var note = ""
}
