// weight: 20
// api: UIViewRepresentable
// form: EquatableView / custom Equatable view
import SwiftUI

struct ProbeEquatable467: View, Equatable {
    let title: String
    var body: some View { Text(title) }
}
