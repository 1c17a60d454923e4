import SwiftUI

struct OrderHistoryView: View {
    @State private var history = OrderHistory()

    var body: some View {
        List(history.orders, id: \.self) { order in
            Text(order)
        }
        .environment(history)
    }
}
