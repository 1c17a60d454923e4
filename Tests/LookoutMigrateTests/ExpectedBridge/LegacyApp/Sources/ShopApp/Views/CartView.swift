import SwiftUI
import LookoutSwiftUI

struct CartView: View {
    @StateObject private var viewModel = CartViewModel()
    @TrackedEnvironment(UserSession.self) var session: UserSession

    var body: some View {
        WithTracking {
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
            .onReceive(viewModel.$totalPrice) { total in
                print("total is now \(total)")
            }
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

struct ShippingToggle: View {
    @ObservedObject var shipping: ShippingOptions

    var body: some View {
        Toggle("Express shipping", isOn: $shipping.express)
    }
}
