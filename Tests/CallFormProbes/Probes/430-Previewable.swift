// weight: 54
// api: Previewable
// form: @Previewable @State in #Preview
import SwiftUI

#Preview {
    @Previewable @State var isOn = false
    Toggle("Wi-Fi", isOn: $isOn)
}
