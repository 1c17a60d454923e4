import Foundation

/// Runs a function over many inputs on several threads and hands the results over in input order, as soon
/// as each one's turn comes: output is the same as a one-thread run, and at most `window` results wait to
/// be handed over, so memory stays bounded however many inputs there are.
package enum OrderedParallelMap {
  /// The number of threads a tool uses by default: one per active core.
  package static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// The stack each worker thread gets.
  static let workerStackSize = 8 << 20

  /// Calls `transform` for every element of `inputs` (on up to `jobs` threads; on the caller's thread when
  /// `jobs` is 1), then `consume` with each result, in order, on the caller's thread.
  package static func run<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], jobs: Int, window: Int? = nil,
    transform: @escaping @Sendable (Input) -> Output,
    consume: (Int, Output) -> Void
  ) {
    guard jobs > 1, inputs.count > 1 else {
      for (index, input) in inputs.enumerated() { consume(index, transform(input)) }
      return
    }
    let workers = min(jobs, inputs.count)
    let state = Exchange<Output>(count: inputs.count, window: window ?? workers * 4)
    for _ in 0..<workers {
      // Threads of their own, with a main thread's stack: syntax trees of deeply nested code recurse deep,
      // deeper than the 512 KiB of a dispatch worker.
      let thread = Thread {
        while let index = state.claim() {
          state.deliver(index, transform(inputs[index]))
        }
      }
      thread.stackSize = workerStackSize
      thread.start()
    }
    for index in inputs.indices {
      consume(index, state.take(index))
    }
  }

  /// The shared state: the next input to claim, the results waiting, and the next one the caller takes.
  private final class Exchange<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextToClaim = 0
    private var nextToTake = 0
    private var results: [Int: Output] = [:]

    init(count: Int, window: Int) {
      self.count = count
      self.window = max(1, window)
    }

    /// The next input to work on, waiting while `window` results are ahead of the caller; nil when done.
    func claim() -> Int? {
      condition.lock()
      defer { condition.unlock() }
      while nextToClaim < count, nextToClaim >= nextToTake + window { condition.wait() }
      guard nextToClaim < count else { return nil }
      defer { nextToClaim += 1 }
      return nextToClaim
    }

    func deliver(_ index: Int, _ output: Output) {
      condition.lock()
      results[index] = output
      condition.broadcast()
      condition.unlock()
    }

    /// The result for `index`, waiting until it is there.
    func take(_ index: Int) -> Output {
      condition.lock()
      defer { condition.unlock() }
      while results[index] == nil { condition.wait() }
      nextToTake = index + 1
      condition.broadcast()
      return results.removeValue(forKey: index)!
    }
  }
}
