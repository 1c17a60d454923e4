// weight: 182
// api: StateObject
// form: @StateObject / @ObservedObject / @EnvironmentObject
import SwiftUI

struct ProbeLegacyWrappers449: View {
    @StateObject private var owned = ProbeLegacyModel()
    @ObservedObject var passed: ProbeLegacyModel
    @EnvironmentObject var shared: ProbeLegacyModel

    var body: some View {
        TextField("Name", text: $owned.name)
        Text(passed.name + shared.name)
    }
}
