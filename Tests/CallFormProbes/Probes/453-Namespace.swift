// weight: 35
// api: Namespace
// form: @Namespace
import SwiftUI

struct ProbeNamespace453: View {
    @Namespace private var animation
    @State private var expanded = false
    var body: some View {
        if expanded {
            Circle().matchedGeometryEffect(id: "dot", in: animation)
        } else {
            Capsule().matchedGeometryEffect(id: "dot", in: animation)
        }
    }
}
