import Foundation
import Observation

/// Migrated by hand last sprint, and finished with what `lookout lint` pointed out.
@MainActor
@Observable
final class OrderHistory {
    var orders: [String] = []
    var lastOrder: String?
    @ObservationIgnored lazy var dateFormatter = DateFormatter()

    func add(_ order: String) {
        orders.insert(order, at: 0)
        lastOrder = order
    }
}
