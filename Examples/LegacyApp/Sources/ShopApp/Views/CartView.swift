import SwiftUI

struct CartView: View {
    @StateObject private var viewModel = CartViewModel()
    @EnvironmentObject var session: UserSession

    var body: some View {
        VStack {
            Text("Cart for \(session.currentUser?.name ?? "guest")")
            CartSummary(viewModel: viewModel)
            CouponEditor(viewModel: viewModel)
        }
        .onReceive(viewModel.$totalPrice) { total in
            print("total is now \(total)")
        }
    }
}

struct CartSummary: View {
    @ObservedObject var viewModel: CartViewModel

    var body: some View {
        Text("\(viewModel.items.count) items, \(viewModel.totalPrice as NSDecimalNumber)")
    }
}

struct CouponEditor: View {
    @ObservedObject var viewModel: CartViewModel

    var body: some View {
        TextField("Coupon", text: $viewModel.couponCode)
            .disabled(viewModel.isLoading)
    }
}
