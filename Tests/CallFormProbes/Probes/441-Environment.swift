// weight: 600
// api: Environment
// form: @Environment(Model.self)
import SwiftUI

struct ProbeEnvironmentObject441: View {
    @Environment(ProbeModel.self) private var model
    @Environment(ProbeModel.self) private var optionalModel: ProbeModel?

    var body: some View {
        @Bindable var model = model
        TextField("Name", text: $model.name)
    }
}
