// weight: 23
// api: EnvironmentKey
// form: EnvironmentKey + EnvironmentValues extension
import SwiftUI

private struct ProbeAccentKey443: EnvironmentKey {
    static let defaultValue: Color = .blue
}
extension EnvironmentValues {
    var probeAccent443: Color {
        get { self[ProbeAccentKey443.self] }
        set { self[ProbeAccentKey443.self] = newValue }
    }
}
struct ProbeAccentReader443: View {
    @Environment(\.probeAccent443) private var accent
    var body: some View { Text("A").foregroundStyle(accent).environment(\.probeAccent443, .red) }
}
