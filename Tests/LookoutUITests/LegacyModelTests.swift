import LookoutUI
import Testing

// The pre-Observation model: every holder re-evaluates on any announcement.

final class ProfileVM: ObservableObject {
  @Published var username = "Ivan"
  @Published var downloadProgress = 0.0
  var notPublished = 0
}

struct ProfileHeader: View {
  @ObservedObject var model: ProfileVM
  var body: some View { Text(model.username) }
}

struct ProgressBar: View {
  @ObservedObject var model: ProfileVM
  var body: some View { ProgressView(value: model.downloadProgress) }
}

struct LegacyProfileScreen: View {
  @StateObject var model: ProfileVM
  var body: some View {
    VStack {
      ProfileHeader(model: model)
      ProgressBar(model: model)
    }
  }
}

final class ChildModel: ObservableObject {
  @Published var value = 0
}

final class ParentModel: ObservableObject {
  @Published var child = ChildModel()
}

struct NestedLegacyView: View {
  @ObservedObject var parent: ParentModel
  var body: some View { Text("child \(parent.child.value)") }
}

@MainActor @Suite struct LegacyModelTests {
  @Test func everyHolderReevaluatesWhateverItRead() {
    let model = ProfileVM()
    let host = ViewHost(LegacyProfileScreen(model: model))
    model.downloadProgress = 0.5
    let report = host.update()
    #expect(report.views == ["LegacyProfileScreen", "ProfileHeader", "ProgressBar"])
    #expect(report.evaluations.first?.printChangesLine == "LegacyProfileScreen: _model changed.")
    #expect(report.evaluations.first?.causes == ["ProfileVM.objectWillChange"])
  }

  @Test func publishedAnnouncesEvenEqualValues() {
    let model = ProfileVM()
    let host = ViewHost(ProfileHeader(model: model))
    model.username = "Ivan"
    #expect(host.update().views == ["ProfileHeader"])
  }

  @Test func unpublishedChangesAnnounceNothing() {
    let model = ProfileVM()
    let host = ViewHost(ProfileHeader(model: model))
    model.notPublished = 5
    #expect(host.update().views == [])
  }

  @Test func nestedObservableObjectsDoNotForwardChanges() {
    let parent = ParentModel()
    let host = ViewHost(NestedLegacyView(parent: parent))
    parent.child.value = 1
    #expect(host.update().views == [], "the child's announcement does not reach the parent's holders")
    #expect(host.element("child 0") != nil, "so the view is stale")
    parent.child = ChildModel()
    #expect(host.update().views == ["NestedLegacyView"])
  }

  @Test func objectWillChangeFiresBeforeTheChange() {
    let model = ProfileVM()
    var seen: [String] = []
    let subscription = model.objectWillChange.sink { seen.append(model.username) }
    let publisher = model.$username.sink { seen.append("$: \($0)") }
    model.username = "Petr"
    #expect(seen == ["$: Ivan", "Ivan", "$: Petr"])
    withExtendedLifetime((subscription, publisher)) {}
  }

  @Test func publishedWorksInAnyClass() {
    // As with Combine: a plain class (a settings singleton) publishes through `$x` without ObservableObject.
    final class Settings {
      @Published var theme = "light"
    }
    let settings = Settings()
    var seen: [String] = []
    let subscription = settings.$theme.sink { seen.append($0) }
    settings.theme = "dark"
    #expect(settings.theme == "dark")
    #expect(seen == ["light", "dark"])
    withExtendedLifetime(subscription) {}
  }

  @Test func combinePipelinesForTheGuidesExamples() {
    let query = CurrentValueSubject<String, Never>("")
    var results: [String] = []
    var cancellables = Set<AnyCancellable>()
    query.dropFirst().removeDuplicates().map { $0.uppercased() }.sink { results.append($0) }.store(in: &cancellables)
    query.send("a")
    query.send("a")
    query.send("b")
    #expect(results == ["A", "B"])
    cancellables.removeAll()
    query.send("c")
    #expect(results == ["A", "B"], "released subscriptions stop")
  }
}

