import SwiftUI
import Lookout

enum Theme: String, CaseIterable {
    case light, dark, system
}

protocol SettingsProviding: AnyObject, Tracked {
    var theme: Theme { get set }
}

@Tracked
final class AppSettings: SettingsProviding {
    var theme: Theme = .system
    var fontSize: Int {
        get { access(keyPath: \.fontSize); return _fontSize }
        set { withMutation(keyPath: \.fontSize) { _fontSize = newValue } }
    }
    @Untracked @AppStorage("fontSize") private var _fontSize = 14
}
