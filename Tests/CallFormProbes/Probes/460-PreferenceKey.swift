// weight: 23
// api: PreferenceKey
// form: struct: PreferenceKey
import SwiftUI

struct ProbeHeightKey460: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}
