import Lookout
import Testing

/// Runs one scenario on Lookout and on the toolchain's Observation and checks that both produce the same
/// log, and that the log is the expected one (so a scenario where both sides do nothing cannot pass).
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
  let lookout = normalize(scenario(LookoutSystem.self))
  let observation = normalize(scenario(ObservationReference.self))
  #expect(observation == expected, "Observation itself did not behave as the scenario expects", sourceLocation: sourceLocation)
  #expect(lookout == observation, "Lookout differs from Observation", sourceLocation: sourceLocation)
}
