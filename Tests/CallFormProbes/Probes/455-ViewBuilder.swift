// weight: 1417
// api: ViewBuilder
// form: @ViewBuilder properties and functions
import SwiftUI

struct ProbeViewBuilder455<Content: View>: View {
    let isOn: Bool
    @ViewBuilder let content: () -> Content

    init(isOn: Bool, @ViewBuilder content: @escaping () -> Content) {
        self.isOn = isOn
        self.content = content
    }

    var body: some View {
        header
        content()
        footer(count: 2)
    }

    @ViewBuilder private var header: some View {
        if isOn { Text("On") } else { EmptyView() }
    }

    @ViewBuilder
    private func footer(count: Int) -> some View {
        switch count {
        case 0: Text("None")
        case 1: Text("One")
        default: Text("Many")
        }
    }
}
