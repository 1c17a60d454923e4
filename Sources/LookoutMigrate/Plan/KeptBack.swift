/// A model the plan keeps on `ObservableObject`, the rule that keeps it, and where the reason is.
public struct KeptBack: Sendable, Hashable {
  /// Why a model stays `ObservableObject`.
  public enum Rule: String, Sendable, CaseIterable {
    /// An `NSManagedObject` subclass, or an entity class of a Core Data model: Core Data makes it observable.
    case coreData = "Core Data object"
    /// Observable through a superclass or protocol outside the project, or sharing its name with such a type.
    case observableFromOutside = "observable through a type outside the project"
    /// Held by a property wrapper that accepts only an `ObservableObject` (`@InjectedObject`).
    case observableObjectWrapper = "held by an ObservableObject-only wrapper"
    /// Sends `objectWillChange` for state the migration cannot track.
    case untrackedChange = "objectWillChange.send() for state the migration cannot track"
    /// A remaining use would break: the whole-project check.
    case check = "a use that would break"
    /// Its publishers cannot be kept working.
    case publisher = "publisher use"
    /// Its superclass or a subclass stays.
    case hierarchy = "class hierarchy"
    /// A stored property carries an attribute the migration cannot read: attributes under `#if`, or an
    /// actor-named attribute the project does not declare as a global actor (it may be a property wrapper).
    case unclearAttribute = "an attribute the migration cannot read"
    /// An `@AppStorage` property that cannot become a tracked computed property (its type is not written,
    /// or its observer changes it): ignored, it would stop updating the views that read it.
    case appStorage = "an @AppStorage the migration cannot track"
    /// Declared available on systems older than Observation's (`@available(iOS 13, *)`): the macro would not
    /// compile there.
    case availability = "declared available before Observation"
    /// Held by views and inheriting stored state from a project class that is not observable: its
    /// `objectWillChange` refreshed views showing that state, which observation would not track.
    case untrackedInheritance = "state inherited from a class that is not observable"
    /// Held by a view that shows a member of it reading a project class observation does not track: its
    /// `objectWillChange` refreshed the view, observation would not.
    case untrackedState = "a view shows state of a class that is not observable"
  }

  public let model: String
  public let rule: Rule
  public let reason: String
  public let file: String
  public let line: Int
  /// For the check's rule: the type the breaking use is written in.
  var cause: String? = nil
  /// What to do, where the rule's general advice does not fit this case.
  var suggestion: String? = nil
}
