import ClientModels
import Foundation

// `lookout-client-bench [--json] [--quick] [--only <text>]`: Lookout's runtime measured from a client package.
// Each row runs its workload on a plain class, `@Observable`, `@Tracked` and `@Tracked(observable: false)`, in
// one process, the models taking turns (three, each model's best kept); `--quick` runs one turn of fewer rounds.

struct Row: Codable {
  var section: String
  var name: String
  var unit: String
  var plain: Double?
  var observable: Double?
  var tracked: Double?
  var lookoutOnly: Double?
  /// `ObservationFloorModel`: Observation's entry points alone, the least the default `@Tracked` can cost.
  var observationFloor: Double?
}

struct Report: Codable {
  var languageMode: String
  var rows: [Row]
}

let arguments = CommandLine.arguments.dropFirst()
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")
let only = arguments.firstIndex(of: "--only").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
let work = Workloads(rounds: quick ? 5 : 15, scale: quick ? 10 : 1)
let turns = quick ? 1 : 3

#if compiler(>=6) && swift(>=6)
let languageMode = "6"
#else
let languageMode = "5"
#endif

func measureRows() -> [Row] {
var rows: [Row] = []
func row(_ section: String, _ name: String, unit: String = "ns", plain: (() -> Double)? = nil, observable: (() -> Double)?,
         tracked: (() -> Double)?, lookoutOnly: (() -> Double)?, floor: (() -> Double)? = nil) {
  if let only, !name.contains(only) { return }
  // The models take turns, three times; each keeps its best turn (each turn is a median of rounds).
  let kinds = [plain, observable, tracked, lookoutOnly, floor]
  var best = [Double?](repeating: nil, count: kinds.count)
  for _ in 0..<turns {
    for (position, measure) in kinds.enumerated() {
      guard let measure else { continue }
      let figure = measure()
      best[position] = Swift.min(best[position] ?? figure, figure)
    }
  }
  rows.append(Row(section: section, name: name, unit: unit, plain: best[0], observable: best[1], tracked: best[2],
                  lookoutOnly: best[3], observationFloor: best[4]))
}

let own = "each model under its own users' tracking"
row(own, "untracked get", plain: { work.untrackedGet(PlainModel.self) }, observable: { work.untrackedGet(ObservedModel.self) },
    tracked: { work.untrackedGet(TrackedModel.self) }, lookoutOnly: { work.untrackedGet(LookoutOnlyModel.self) }, floor: { work.untrackedGet(ObservationFloorModel.self) })
row(own, "untracked get, one model in a loop", plain: { work.untrackedGetOne(PlainModel.self) },
    observable: { work.untrackedGetOne(ObservedModel.self) }, tracked: { work.untrackedGetOne(TrackedModel.self) },
    lookoutOnly: { work.untrackedGetOne(LookoutOnlyModel.self) }, floor: { work.untrackedGetOne(ObservationFloorModel.self) })
row(own, "set, no observers, never read", plain: { work.set(PlainModel.self, readFirst: false, PlainModel.track) },
    observable: { work.set(ObservedModel.self, readFirst: false, ObservedModel.track) },
    tracked: { work.set(TrackedModel.self, readFirst: false, TrackedModel.track) },
    lookoutOnly: { work.set(LookoutOnlyModel.self, readFirst: false, LookoutOnlyModel.track) }, floor: { work.set(ObservationFloorModel.self, readFirst: false, ObservationFloorModel.track) })
row(own, "set, no observers, read before", plain: { work.set(PlainModel.self, readFirst: true, PlainModel.track) },
    observable: { work.set(ObservedModel.self, readFirst: true, ObservedModel.track) },
    tracked: { work.set(TrackedModel.self, readFirst: true, TrackedModel.track) },
    lookoutOnly: { work.set(LookoutOnlyModel.self, readFirst: true, LookoutOnlyModel.track) }, floor: { work.set(ObservationFloorModel.self, readFirst: true, ObservationFloorModel.track) })
row(own, "+= 1, no observers", plain: { work.increment(PlainModel.self) }, observable: { work.increment(ObservedModel.self) },
    tracked: { work.increment(TrackedModel.self) }, lookoutOnly: { work.increment(LookoutOnlyModel.self) }, floor: { work.increment(ObservationFloorModel.self) })
row(own, "get inside a tracking scope", observable: { work.getInScope(ObservedModel.self, ObservedModel.track) },
    tracked: { work.getInScope(TrackedModel.self, TrackedModel.track) },
    lookoutOnly: { work.getInScope(LookoutOnlyModel.self, LookoutOnlyModel.track) }, floor: { work.getInScope(ObservationFloorModel.self, ObservationFloorModel.track) })
row(own, "track 1 read, then mutate", observable: { work.trackThenMutate(ObservedModel.self, reads: 1, ObservedModel.track) },
    tracked: { work.trackThenMutate(TrackedModel.self, reads: 1, TrackedModel.track) },
    lookoutOnly: { work.trackThenMutate(LookoutOnlyModel.self, reads: 1, LookoutOnlyModel.track) }, floor: { work.trackThenMutate(ObservationFloorModel.self, reads: 1, ObservationFloorModel.track) })
row(own, "track 4 reads, then mutate", observable: { work.trackThenMutate(ObservedModel.self, reads: 4, ObservedModel.track) },
    tracked: { work.trackThenMutate(TrackedModel.self, reads: 4, TrackedModel.track) },
    lookoutOnly: { work.trackThenMutate(LookoutOnlyModel.self, reads: 4, LookoutOnlyModel.track) }, floor: { work.trackThenMutate(ObservationFloorModel.self, reads: 4, ObservationFloorModel.track) })
row(own, "one write firing 1,000 observers", observable: { work.fireObservers(ObservedModel.self, ObservedModel.track) },
    tracked: { work.fireObservers(TrackedModel.self, TrackedModel.track) },
    lookoutOnly: { work.fireObservers(LookoutOnlyModel.self, LookoutOnlyModel.track) }, floor: { work.fireObservers(ObservationFloorModel.self, ObservationFloorModel.track) })
row(own, "create and destroy", plain: { work.createAndDestroy(PlainModel.self) }, observable: { work.createAndDestroy(ObservedModel.self) },
    tracked: { work.createAndDestroy(TrackedModel.self) }, lookoutOnly: { work.createAndDestroy(LookoutOnlyModel.self) }, floor: { work.createAndDestroy(ObservationFloorModel.self) })

typealias OtherPlain = ClientModels.PlainModel
typealias OtherObserved = ClientModels.ObservedModel
typealias OtherTracked = ClientModels.TrackedModel
typealias OtherLookoutOnly = ClientModels.LookoutOnlyModel
let other = "the models in a module of their own"
row(other, "untracked get", plain: { work.untrackedGet(OtherPlain.self) }, observable: { work.untrackedGet(OtherObserved.self) },
    tracked: { work.untrackedGet(OtherTracked.self) }, lookoutOnly: { work.untrackedGet(OtherLookoutOnly.self) })
row(other, "untracked get, one model in a loop", plain: { work.untrackedGetOne(OtherPlain.self) },
    observable: { work.untrackedGetOne(OtherObserved.self) }, tracked: { work.untrackedGetOne(OtherTracked.self) },
    lookoutOnly: { work.untrackedGetOne(OtherLookoutOnly.self) })
row(other, "set, no observers, read before", plain: { work.set(OtherPlain.self, readFirst: true, OtherPlain.track) },
    observable: { work.set(OtherObserved.self, readFirst: true, OtherObserved.track) },
    tracked: { work.set(OtherTracked.self, readFirst: true, OtherTracked.track) },
    lookoutOnly: { work.set(OtherLookoutOnly.self, readFirst: true, OtherLookoutOnly.track) })
row(other, "+= 1, no observers", plain: { work.increment(OtherPlain.self) }, observable: { work.increment(OtherObserved.self) },
    tracked: { work.increment(OtherTracked.self) }, lookoutOnly: { work.increment(OtherLookoutOnly.self) })
row(other, "create and destroy", plain: { work.createAndDestroy(OtherPlain.self) }, observable: { work.createAndDestroy(OtherObserved.self) },
    tracked: { work.createAndDestroy(OtherTracked.self) }, lookoutOnly: { work.createAndDestroy(OtherLookoutOnly.self) })

let swiftUI = "Observation watching (SwiftUI's path)"
row(swiftUI, "get inside an Observation scope", observable: { work.getInScope(ObservedModel.self, observationTrack) },
    tracked: { work.getInScope(TrackedModel.self, observationTrack) }, lookoutOnly: nil,
    floor: { work.getInScope(ObservationFloorModel.self, observationTrack) })
row(swiftUI, "Observation tracks 1 read, then mutate", observable: { work.trackThenMutate(ObservedModel.self, reads: 1, observationTrack) },
    tracked: { work.trackThenMutate(TrackedModel.self, reads: 1, observationTrack) }, lookoutOnly: nil,
    floor: { work.trackThenMutate(ObservationFloorModel.self, reads: 1, observationTrack) })
row(swiftUI, "Observation tracks 4 reads, then mutate", observable: { work.trackThenMutate(ObservedModel.self, reads: 4, observationTrack) },
    tracked: { work.trackThenMutate(TrackedModel.self, reads: 4, observationTrack) }, lookoutOnly: nil,
    floor: { work.trackThenMutate(ObservationFloorModel.self, reads: 4, observationTrack) })
row(swiftUI, "one write firing 1,000 Observation observers", observable: { work.fireObservers(ObservedModel.self, observationTrack) },
    tracked: { work.fireObservers(TrackedModel.self, observationTrack) }, lookoutOnly: nil,
    floor: { work.fireObservers(ObservationFloorModel.self, observationTrack) })
row(swiftUI, "create, read in a body, destroy", observable: { work.createReadInBodyDestroy(ObservedModel.self, observationTrack) },
    tracked: { work.createReadInBodyDestroy(TrackedModel.self, observationTrack) }, lookoutOnly: nil,
    floor: { work.createReadInBodyDestroy(ObservationFloorModel.self, observationTrack) })

let memory = "memory (5 stored Ints)"
row(memory, "bytes per model, fresh", unit: "bytes", plain: { work.bytesPerModel(PlainModel.self, tracked: false, PlainModel.track) },
    observable: { work.bytesPerModel(ObservedModel.self, tracked: false, ObservedModel.track) },
    tracked: { work.bytesPerModel(TrackedModel.self, tracked: false, TrackedModel.track) },
    lookoutOnly: { work.bytesPerModel(LookoutOnlyModel.self, tracked: false, LookoutOnlyModel.track) }, floor: { work.bytesPerModel(ObservationFloorModel.self, tracked: false, ObservationFloorModel.track) })
row(memory, "bytes per model, tracked and changed once", unit: "bytes",
    observable: { work.bytesPerModel(ObservedModel.self, tracked: true, ObservedModel.track) },
    tracked: { work.bytesPerModel(TrackedModel.self, tracked: true, TrackedModel.track) },
    lookoutOnly: { work.bytesPerModel(LookoutOnlyModel.self, tracked: true, LookoutOnlyModel.track) })
row(memory, "bytes per model, read by a body and changed once", unit: "bytes",
    observable: { work.bytesPerModel(ObservedModel.self, tracked: true, observationTrack) },
    tracked: { work.bytesPerModel(TrackedModel.self, tracked: true, observationTrack) }, lookoutOnly: nil,
    floor: { work.bytesPerModel(ObservationFloorModel.self, tracked: true, observationTrack) })

return rows
}

let rows = measureRows()
let report = Report(languageMode: languageMode, rows: rows)
if json {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  print(String(decoding: try encoder.encode(report), as: UTF8.self))
} else {
  func figure(_ value: Double?) -> String { value.map { $0 >= 100 ? String(format: "%.0f", $0) : String(format: "%.2f", $0) } ?? "—" }
  func ratio(_ peer: Double?, _ value: Double?) -> String {
    guard let peer, let value, value > 0 else { return "" }
    return String(format: "%.1f×", peer / value)
  }
  print("Swift \(languageMode) language mode; × = times faster than @Observable")
  var section = ""
  for row in rows {
    if row.section != section {
      section = row.section
      print("\n\(section)\n" + "operation (\(row.unit))".padding(toLength: 48, withPad: " ", startingAt: 0)
            + "   plain  @Observable   @Tracked      ×   observable:false     ×   Observation floor")
    }
    print(row.name.padding(toLength: 48, withPad: " ", startingAt: 0)
          + [figure(row.plain), figure(row.observable), figure(row.tracked), ratio(row.observable, row.tracked),
             figure(row.lookoutOnly), ratio(row.observable, row.lookoutOnly), figure(row.observationFloor)]
            .enumerated().map { $1.leftPadded(to: [8, 13, 11, 7, 19, 6, 20][$0]) }.joined())
  }
}

extension String {
  func leftPadded(to width: Int) -> String { count >= width ? " " + self : String(repeating: " ", count: width - count) + self }
}
