@testable import LookoutSyntax
import Testing

/// Recurses `depth` times with 256 bytes of locals per frame: about 1 MiB of stack at depth 4,000, twice a
/// dispatch worker's stack.
@inline(never)
private func deepSum(_ depth: Int) -> Int {
  var frame = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, depth)
  withUnsafeMutableBytes(of: &frame) { _ = $0 }
  return depth == 0 ? 0 : frame.31 + deepSum(depth - 1)
}

@Suite struct OrderedParallelMapTests {
  @Test func resultsComeInInputOrderWhateverTheThreadCount() {
    for jobs in [1, 2, 7] {
      var seen: [Int] = []
      OrderedParallelMap.run(Array(0..<200), jobs: jobs, window: 3, transform: { $0 * $0 }) { index, value in
        #expect(value == index * index)
        seen.append(index)
      }
      #expect(seen == Array(0..<200))
    }
  }

  @Test func workersHaveAStackForDeeplyNestedSyntax() {
    var sums: [Int] = []
    OrderedParallelMap.run([4_000, 4_001], jobs: 2, transform: deepSum) { _, sum in sums.append(sum) }
    #expect(sums == [4_000 * 4_001 / 2, 4_001 * 4_002 / 2])
  }
}
