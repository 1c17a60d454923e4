import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var settings: AppSettings

    var body: some View {
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
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        Text(settings.theme.rawValue)
    }
}
