// weight: 12
// api: ToggleStyle
// form: struct: ToggleStyle { makeBody }
import SwiftUI

struct ProbeCheckboxStyle458: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}
