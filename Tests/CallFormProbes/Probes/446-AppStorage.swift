// weight: 40
// api: AppStorage
// form: @AppStorage with RawRepresentable / optional / store:
import SwiftUI

struct ProbeAppStorageEnum446: View {
    @AppStorage("tab") private var tab: ProbeTab = .home
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("count", store: UserDefaults(suiteName: "group.example")) private var count = 0

    var body: some View {
        Picker("Tab", selection: $tab) {
            ForEach(ProbeTab.allCases, id: \.self) { Text($0.title).tag($0) }
        }
    }
}
