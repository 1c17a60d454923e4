import Foundation
import Observation

/// Migrated by hand last sprint, and finished with `lookout lint --fix`.
@MainActor
@Observable
final class OrderHistory {
    var orders: [String] = []
    @ObservationIgnored lazy var dateFormatter = DateFormatter()

    func add(_ order: String) {
        orders.insert(order, at: 0)
    }
}
