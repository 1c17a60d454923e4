// weight: 10
// api: DynamicProperty
// form: struct: DynamicProperty
import SwiftUI

struct ProbeClock466: DynamicProperty {
    @State private var ticks = 0
    var value: Int { ticks }
    func tick() { ticks += 1 }
}
struct ProbeClockView466: View {
    var clock = ProbeClock466()
    var body: some View { Button("\(clock.value)") { clock.tick() } }
}
