// weight: 309
// api: AppStorage
// form: @AppStorage(_:)
import SwiftUI

struct ProbeAppStorage445: View {
    @AppStorage("username") private var username = ""
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("isPro") private var isPro: Bool = false
    @AppStorage("volume") private var volume = 0.5

    var body: some View {
        Form {
            TextField("Name", text: $username)
            Toggle("Pro", isOn: $isPro)
            Slider(value: $volume)
            Text("\(launchCount)")
        }
    }
}
