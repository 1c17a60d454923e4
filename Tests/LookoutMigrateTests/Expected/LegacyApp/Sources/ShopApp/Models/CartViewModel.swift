import Combine
import Foundation

struct CartItem: Identifiable, Equatable {
    let id: UUID
    var title: String
    var price: Decimal
    var quantity: Int
}

/// The cart: items, a coupon, and a running total.
@Observable
final class CartViewModel {
    var items: [CartItem] = [] {
        didSet { items$.send(items) }
    }
    @ObservationIgnored lazy var items$ = CurrentValueSubject<[CartItem], Never>(_items)
    var couponCode = ""
    private(set) var totalPrice: Decimal = 0
    var isLoading = false

    // Not published: views never updated when these changed.
    var lastRefresh: Date?
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()
    @ObservationIgnored lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    let shipping = ShippingOptions()

    init() {
        items$
            .map { items in items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
            .sink { [weak self] total in self?.totalPrice = total }
            .store(in: &cancellables)
    }

    func add(_ item: CartItem) {
        items.append(item)
        lastRefresh = Date()
    }
}

/// Nested model: the cart forwards its changes by hand.
@Observable
final class ShippingOptions {
    var express = false
    var note = ""
}
