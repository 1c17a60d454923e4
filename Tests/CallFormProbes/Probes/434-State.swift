// weight: 2000
// api: State
// form: @State private var
import SwiftUI

struct ProbeStateView434: View {
    @State private var count = 0
    @State private var name: String = ""
    @State private var selection: ProbeItem.ID?
    @State private var model = ProbeModel()
    @State var items: [ProbeItem] = []

    var body: some View {
        Button("\(count) \(name) \(items.count)") { count += 1 }
    }
}
