// weight: 200
// api: Task
// form: Button { Task { await } }
import SwiftUI

struct ProbeTaskButton464: View {
    let model: ProbeModel
    var body: some View {
        Button("Load") {
            Task { await model.load() }
        }
    }
}
