import Foundation
import Observation

/// Migrated by hand last sprint, and not quite finished: `lookout lint` knows what is left.
@Observable
final class OrderHistory {
    @Published var orders: [String] = []
    lazy var dateFormatter = DateFormatter()

    func add(_ order: String) {
        orders.insert(order, at: 0)
    }
}
