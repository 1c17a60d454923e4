// weight: 61
// api: ScaledMetric
// form: @ScaledMetric
import SwiftUI

struct ProbeScaled452: View {
    @ScaledMetric private var size: CGFloat = 24
    @ScaledMetric(relativeTo: .caption) private var spacing = 4.0
    var body: some View {
        Image(systemName: "star").frame(width: size, height: size).padding(spacing)
    }
}
