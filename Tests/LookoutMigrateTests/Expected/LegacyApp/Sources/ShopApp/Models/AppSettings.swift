import SwiftUI

enum Theme: String, CaseIterable {
    case light, dark, system
}

protocol SettingsProviding: AnyObject, Observable {
    var theme: Theme { get set }
}

@Observable
final class AppSettings: SettingsProviding {
    var theme: Theme = .system
    var fontSize: Int {
        get { access(keyPath: \.fontSize); return _fontSize }
        set { withMutation(keyPath: \.fontSize) { _fontSize = newValue } }
    }
    @ObservationIgnored @AppStorage("fontSize") private var _fontSize = 14
}
