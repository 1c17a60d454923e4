// weight: 1253
// api: Environment
// form: @Environment(\.keyPath)
import SwiftUI

struct ProbeEnvironmentKeys440: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.openURL) private var openURL
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.locale) private var locale

    var body: some View {
        Button(colorScheme == .dark ? "Dark" : "Light") {
            if sizeClass == .compact { dismiss() }
            openURL(URL(string: "https://example.com")!)
        }
        .disabled(!isEnabled || typeSize > .xxLarge)
    }
}
