import SwiftUI

struct SettingsView: View {
    @Environment(AppSettings.self) private var settings: AppSettings

    var body: some View {
        @Bindable var settings = settings
        Form {
            Picker("Theme", selection: $settings.theme) {
                ForEach(Theme.allCases, id: \.self) { theme in
                    Text(theme.rawValue).tag(theme)
                }
            }
            Stepper("Font size", value: $settings.fontSize, in: 10...24)
        }
    }
}

struct ThemeBadge: View {
    @Environment(AppSettings.self) var settings: AppSettings

    var body: some View {
        Text(settings.theme.rawValue)
    }
}
