import Lookout
import Testing

/// Runs one scenario through every system (`allSystems`: Apple's API on `@Observable` and on `@Tracked`,
/// Lookout's on `@Tracked` and on `@Tracked(observable: false)`) and checks that all produce the reference's
/// log, and that the log is the expected one (so a scenario where every side does nothing cannot pass).
///
/// `unordered`: the order in which one mutation calls several handlers is unspecified in Observation (it
/// iterates a dictionary); Lookout calls them in registration order. Such scenarios compare sorted logs.
func expectSameBehaviour(
  _ expected: [String],
  unordered: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ scenario: (any ObservationSystem.Type) -> [String]
) {
  let normalize: ([String]) -> [String] = { unordered ? $0.sorted() : $0 }
  let expected = normalize(expected)
  let observation = normalize(scenario(ObservationReference.self))
  #expect(observation == expected, "Observation itself did not behave as the scenario expects", sourceLocation: sourceLocation)
  for system in allSystems.dropFirst() {
    #expect(normalize(scenario(system)) == observation, "\(system.name) differs from \(ObservationReference.name)", sourceLocation: sourceLocation)
  }
}
