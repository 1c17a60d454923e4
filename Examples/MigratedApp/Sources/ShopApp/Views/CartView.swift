import SwiftUI

struct CartView: View {
    @State private var viewModel = CartViewModel()
    @Environment(UserSession.self) var session

    var body: some View {
        VStack {
            Text("Cart for \(session.currentUser?.name ?? "guest")")
            CartSummary(viewModel: viewModel)
            CouponEditor(viewModel: viewModel)
            ShippingToggle(shipping: viewModel.shipping)
            Button("Add sample item") {
                viewModel.add(CartItem(id: UUID(), title: "Tea", price: 4, quantity: 2))
            }
            Button("Sign in") {
                session.signIn(as: "Ada")
            }
        }
        .onChange(of: viewModel.totalPrice, initial: true) { _, total in
            print("total is now \(total)")
        }
    }
}

struct CartSummary: View {
    let viewModel: CartViewModel

    var body: some View {
        Text("\(viewModel.items.count) items, \(viewModel.totalPrice as NSDecimalNumber)")
    }
}

struct CouponEditor: View {
    @Bindable var viewModel: CartViewModel

    var body: some View {
        TextField("Coupon", text: $viewModel.couponCode)
            .disabled(viewModel.isLoading)
    }
}

struct ShippingToggle: View {
    @Bindable var shipping: ShippingOptions

    var body: some View {
        Toggle("Express shipping", isOn: $shipping.express)
    }
}
