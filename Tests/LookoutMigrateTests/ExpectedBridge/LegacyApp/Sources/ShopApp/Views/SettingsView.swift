import SwiftUI
import LookoutSwiftUI

struct SettingsView: View {
    @TrackedEnvironment(AppSettings.self) private var settings: AppSettings

    var body: some View {
        WithTracking {
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
}

struct ThemeBadge: View {
    @TrackedEnvironment(AppSettings.self) var settings: AppSettings

    var body: some View {
        WithTracking { Text(settings.theme.rawValue) }
    }
}
