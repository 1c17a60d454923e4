import Lookout
import Testing

@Tracked final class CounterModel {
  var count = 0
  var title = "Counter"
  @Untracked var cache = 0
}

@Test func smoke() {
  let model = CounterModel()
  let fired = Counter()
  withTracking { _ = model.count } onChange: { fired.increment() }
  model.title = "x"
  #expect(fired.count == 0)
  model.count = 1
  #expect(fired.count == 1)
}
