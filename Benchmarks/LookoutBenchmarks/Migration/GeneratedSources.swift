// The file templates of `GeneratedProject`.
extension GeneratedProject {
  static func model(_ n: Int) -> String {
    """
    import Combine
    import Foundation

    /// One record of feature \(n).
    struct Record\(n): Identifiable, Hashable, Codable {
        let id: UUID
        var title: String
        var detail: String
        var amount: Decimal
        var isDone: Bool
        var updatedAt: Date
    }

    /// The state of feature \(n): records, a query, a selection and the loading flag.
    final class Store\(n): ObservableObject {
        @Published var records: [Record\(n)] = []
        @Published var query = ""
        @Published private(set) var isLoading = false
        @Published var selection: Record\(n).ID?
        @Published var errorMessage: String?
        @Published var sortAscending = true {
            didSet { resort() }
        }

        // Not published: configuration and caches.
        var pageSize = 20
        private var lastLoad: Date?
        private var cancellables = Set<AnyCancellable>()
        lazy var formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            return formatter
        }()
        let client: Client\(n)

        init(client: Client\(n) = Client\(n)()) {
            self.client = client
            $query
                .removeDuplicates()
                .sink { [weak self] text in self?.filterChanged(text) }
                .store(in: &cancellables)
        }

        var visibleRecords: [Record\(n)] {
            guard !query.isEmpty else { return records }
            return records.filter { $0.title.localizedCaseInsensitiveContains(query) }
        }

        var total: Decimal {
            records.reduce(0) { $0 + $1.amount }
        }

        func load() async {
            isLoading = true
            defer { isLoading = false }
            do {
                records = try await client.fetchRecords(page: 0, size: pageSize)
                lastLoad = Date()
                errorMessage = nil
            } catch {
                errorMessage = error.localizedDescription
            }
        }

        func add(title: String) {
            let record = Record\(n)(id: UUID(), title: title, detail: "", amount: 0, isDone: false, updatedAt: Date())
            records.append(record)
            selection = record.id
        }

        func toggle(_ id: Record\(n).ID) {
            guard let index = records.firstIndex(where: { $0.id == id }) else { return }
            records[index].isDone.toggle()
            records[index].updatedAt = Date()
        }

        func remove(at offsets: IndexSet) {
            for offset in offsets.sorted(by: >) {
                records.remove(at: offset)
            }
        }

        func resetCache() {
            objectWillChange.send()
            lastLoad = nil
        }

        private func resort() {
            records.sort { sortAscending ? $0.title < $1.title : $0.title > $1.title }
        }

        private func filterChanged(_ text: String) {
            if text.count > 2 { selection = nil }
        }

        func formatted(_ amount: Decimal) -> String {
            formatter.string(from: amount as NSDecimalNumber) ?? "\\(amount)"
        }
    }

    """
  }

  static func screens(_ n: Int) -> String {
    """
    import SwiftUI

    /// The list screen of feature \(n): owns its store and hands it down.
    struct Screen\(n): View {
        @StateObject private var store = Store\(n)()
        @State private var showsEditor = false

        var body: some View {
            NavigationStack {
                List {
                    Section("Records") {
                        ForEach(store.visibleRecords) { record in
                            Row\(n)(store: store, record: record)
                        }
                        .onDelete { store.remove(at: $0) }
                    }
                    Section {
                        Summary\(n)(store: store)
                    }
                }
                .searchable(text: $store.query)
                .navigationTitle("Feature \(n)")
                .toolbar {
                    Button("Add") { showsEditor = true }
                }
                .sheet(isPresented: $showsEditor) {
                    Editor\(n)(store: store)
                }
            }
            .environmentObject(store)
            .task { await store.load() }
            .onReceive(store.$errorMessage) { message in
                if let message { print("feature \(n):", message) }
            }
        }
    }

    struct Row\(n): View {
        @ObservedObject var store: Store\(n)
        let record: Record\(n)

        var body: some View {
            HStack {
                Image(systemName: record.isDone ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { store.toggle(record.id) }
                VStack(alignment: .leading) {
                    Text(record.title).font(.headline)
                    Text(record.detail).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text(store.formatted(record.amount))
            }
            .contentShape(Rectangle())
        }
    }

    struct Summary\(n): View {
        @ObservedObject var store: Store\(n)

        var body: some View {
            HStack {
                Text("Total")
                Spacer()
                Text(store.formatted(store.total)).bold()
            }
        }
    }

    """
  }

  static func editors(_ n: Int) -> String {
    """
    import SwiftUI

    /// Editing feature \(n): binds to the store it is given.
    struct Editor\(n): View {
        @ObservedObject var store: Store\(n)
        @Environment(\\.dismiss) private var dismiss
        @State private var title = ""

        var body: some View {
            Form {
                TextField("Title", text: $title)
                TextField("Search", text: $store.query)
                Toggle("Ascending", isOn: $store.sortAscending)
                if let message = store.errorMessage {
                    Text(message).foregroundStyle(.red)
                }
                Button("Save") {
                    store.add(title: title)
                    dismiss()
                }
                .disabled(title.isEmpty)
            }
        }
    }

    struct Badge\(n): View {
        @EnvironmentObject var store: Store\(n)

        var body: some View {
            Text("\\(store.records.count)")
                .padding(4)
                .background(Capsule().fill(.blue))
        }
    }

    struct Filter\(n): View {
        @EnvironmentObject var store: Store\(n)

        var body: some View {
            Picker("Order", selection: $store.sortAscending) {
                Text("A–Z").tag(true)
                Text("Z–A").tag(false)
            }
            .pickerStyle(.segmented)
        }
    }

    """
  }

  static func client(_ n: Int) -> String {
    """
    import Foundation

    /// Talks to the backend of feature \(n).
    struct Client\(n): Sendable {
        var baseURL = URL(string: "https://api.example.com/v1/feature\(n)")!
        var timeout: TimeInterval = 30

        enum Failure: Error, LocalizedError {
            case badStatus(Int)
            case decoding(String)

            var errorDescription: String? {
                switch self {
                case .badStatus(let code): return "The server answered \\(code)."
                case .decoding(let detail): return "The answer could not be read: \\(detail)"
                }
            }
        }

        func request(path: String, query: [String: String] = [:]) -> URLRequest {
            var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
            components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
            var request = URLRequest(url: components.url!)
            request.timeoutInterval = timeout
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            return request
        }

        func fetchRecords(page: Int, size: Int) async throws -> [Record\(n)] {
            let request = request(path: "records", query: ["page": "\\(page)", "size": "\\(size)"])
            let (data, response) = try await URLSession.shared.data(for: request)
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                throw Failure.badStatus(http.statusCode)
            }
            do {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode([Record\(n)].self, from: data)
            } catch {
                throw Failure.decoding(String(describing: error))
            }
        }

        func retrying<T>(times: Int = 3, _ body: () async throws -> T) async throws -> T {
            var attempt = 0
            while true {
                do {
                    return try await body()
                } catch where attempt + 1 < times {
                    attempt += 1
                    try await Task.sleep(nanoseconds: UInt64(attempt) * 200_000_000)
                }
            }
        }
    }

    """
  }

  static func persistence(_ n: Int) -> String {
    """
    import Foundation

    /// Keeps feature \(n)'s records on disk between launches.
    actor Archive\(n) {
        private let url: URL
        private var cache: [UUID: Record\(n)] = [:]

        init(directory: URL) {
            url = directory.appendingPathComponent("feature\(n).json")
        }

        func load() throws -> [Record\(n)] {
            guard FileManager.default.fileExists(atPath: url.path) else { return [] }
            let data = try Data(contentsOf: url)
            let records = try JSONDecoder().decode([Record\(n)].self, from: data)
            for record in records { cache[record.id] = record }
            return records
        }

        func save(_ records: [Record\(n)]) throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(records).write(to: url, options: .atomic)
            cache = Dictionary(uniqueKeysWithValues: records.map { ($0.id, $0) })
        }

        func record(_ id: UUID) -> Record\(n)? { cache[id] }

        func prune(olderThan date: Date) -> Int {
            let old = cache.values.filter { $0.updatedAt < date }
            for record in old { cache[record.id] = nil }
            return old.count
        }
    }

    """
  }

  static func formatting(_ n: Int) -> String {
    """
    import Foundation

    extension Record\(n) {
        /// A one-line summary for lists and logs.
        var summary: String {
            let state = isDone ? "done" : "open"
            return "\\(title) (\\(state)), \\(amount)"
        }

        static func sample(_ index: Int) -> Record\(n) {
            Record\(n)(id: UUID(), title: "Sample \\(index)", detail: "Generated", amount: Decimal(index), isDone: index % 2 == 0, updatedAt: Date())
        }
    }

    enum Format\(n) {
        static let relative: RelativeDateTimeFormatter = {
            let formatter = RelativeDateTimeFormatter()
            formatter.unitsStyle = .short
            return formatter
        }()

        static func age(of record: Record\(n), now: Date = Date()) -> String {
            relative.localizedString(for: record.updatedAt, relativeTo: now)
        }

        static func grouped(_ records: [Record\(n)]) -> [(String, [Record\(n)])] {
            let groups = Dictionary(grouping: records) { $0.isDone ? "Done" : "Open" }
            return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
        }

        static func csv(_ records: [Record\(n)]) -> String {
            var lines = ["id,title,amount,done"]
            for record in records {
                let title = record.title.replacingOccurrences(of: ",", with: " ")
                lines.append("\\(record.id),\\(title),\\(record.amount),\\(record.isDone)")
            }
            return lines.joined(separator: "\\n")
        }
    }

    """
  }

  static func domain(_ n: Int) -> String {
    """
    import Foundation

    /// Rules of feature \(n), kept apart from the UI.
    enum Rules\(n) {
        enum Priority: Int, Comparable, CaseIterable {
            case low, normal, high, urgent

            static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

            var label: String {
                switch self {
                case .low: return "Low"
                case .normal: return "Normal"
                case .high: return "High"
                case .urgent: return "Urgent"
                }
            }
        }

        static func priority(of record: Record\(n), now: Date = Date()) -> Priority {
            let age = now.timeIntervalSince(record.updatedAt)
            switch (record.isDone, age) {
            case (true, _): return .low
            case (false, ..<3_600): return .normal
            case (false, ..<86_400): return .high
            default: return .urgent
            }
        }

        static func validate(title: String) -> [String] {
            var problems: [String] = []
            if title.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("A title is needed.") }
            if title.count > 120 { problems.append("Titles are at most 120 characters.") }
            if title.contains("\\t") { problems.append("Tabs are not allowed.") }
            return problems
        }

        static func merge(_ local: [Record\(n)], _ remote: [Record\(n)]) -> [Record\(n)] {
            var byID = Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0) })
            for record in remote {
                if let mine = byID[record.id], mine.updatedAt > record.updatedAt { continue }
                byID[record.id] = record
            }
            return byID.values.sorted { $0.updatedAt > $1.updatedAt }
        }
    }

    """
  }
}
