import SwiftUI

struct OrderHistoryView: View {
    @State private var history = OrderHistory()

    var body: some View {
        List(history.orders, id: \.self) { order in
            Text(order)
        }
        .navigationTitle(history.lastOrder ?? "Orders")
        .environment(history)
    }
}

struct OrderCount: View {
    let history: OrderHistory

    var body: some View {
        Text("\(history.orders.count) orders")
    }
}
