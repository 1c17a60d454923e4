// weight: 23
// api: LabelStyle
// form: struct: LabelStyle { makeBody }
import SwiftUI

struct ProbeVerticalLabelStyle457: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
        }
    }
}
