// weight: 11
// api: GestureState
// form: @GestureState + .updating
import SwiftUI

struct ProbeGestureState454: View {
    @GestureState private var isPressing = false
    @GestureState private var offset: CGSize = .zero
    var body: some View {
        Circle()
            .scaleEffect(isPressing ? 0.9 : 1)
            .gesture(LongPressGesture(minimumDuration: 0.5).updating($isPressing) { current, state, _ in state = current })
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
}
