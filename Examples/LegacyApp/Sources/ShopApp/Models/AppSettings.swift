import Combine
import SwiftUI

enum Theme: String, CaseIterable {
    case light, dark, system
}

protocol SettingsProviding: ObservableObject {
    var theme: Theme { get set }
}

final class AppSettings: SettingsProviding {
    @Published var theme: Theme = .system
    @AppStorage("fontSize") var fontSize = 14
}
