// weight: 181
// api: ObservableModel
// form: @Observable model used by views
import SwiftUI

@Observable final class ProbeCounter465 {
    var count = 0
    @ObservationIgnored var cache: [Int] = []
    func increment() { count += 1 }
}
struct ProbeCounterView465: View {
    @State private var counter = ProbeCounter465()
    var body: some View {
        Button("\(counter.count)") { counter.increment() }
    }
}
