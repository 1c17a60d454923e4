// weight: 180
// api: Bindable
// form: @Bindable var / local @Bindable
import SwiftUI

struct ProbeBindable451: View {
    @Bindable var model: ProbeModel
    var body: some View {
        Form {
            TextField("Name", text: $model.name)
            Toggle("On", isOn: $model.isOn)
            Stepper("Count", value: $model.count)
        }
    }
}
