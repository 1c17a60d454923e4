import SwiftUI

struct OrderHistoryView: View {
    @StateObject private var history = OrderHistory()

    var body: some View {
        List(history.orders, id: \.self) { order in
            Text(order)
        }
        .environmentObject(history)
    }
}
