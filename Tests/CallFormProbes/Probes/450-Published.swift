// weight: 282
// api: Published
// form: ObservableObject + @Published + Combine
import SwiftUI

final class ProbeSearchModel450: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { $0.uppercased() }
            .sink { [weak self] value in self?.results = [value] }
            .store(in: &cancellables)
    }
}
