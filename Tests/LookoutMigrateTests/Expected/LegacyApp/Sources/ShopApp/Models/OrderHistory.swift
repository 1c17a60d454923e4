import Foundation
import Observation

/// Migrated by hand last sprint, and not quite finished: it builds, but `lookout lint` knows what is left.
@Observable
final class OrderHistory {
    var orders: [String] = []
    @ObservationIgnored var lastOrder: String?
    @ObservationIgnored lazy var dateFormatter = DateFormatter()

    func add(_ order: String) {
        orders.insert(order, at: 0)
        lastOrder = order
    }
}
