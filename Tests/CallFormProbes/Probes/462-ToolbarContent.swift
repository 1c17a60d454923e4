// weight: 57
// api: ToolbarContent
// form: struct: ToolbarContent + @ToolbarContentBuilder
import SwiftUI

struct ProbeToolbar462: ToolbarContent {
    let save: () -> Void
    var body: some ToolbarContent {
        ToolbarItem(placement: .confirmationAction) {
            Button("Save", action: save)
        }
    }
}
struct ProbeToolbarUser462: View {
    @State private var count = 0
    var body: some View {
        NavigationStack {
            Text("A").toolbar {
                ProbeToolbar462 { count += 1 }
                extraItems
            }
        }
    }
    @ToolbarContentBuilder private var extraItems: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        if count > 0 {
            ToolbarItem(placement: .status) { Text("\(count)") }
        }
    }
}
