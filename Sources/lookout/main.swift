import LookoutBenchmarks
let args = CommandLine.arguments
let filter = args.firstIndex(of: "--only").map { args[$0 + 1] }
let report = RuntimeBenchmark(scale: args.contains("--quick") ? 0.1 : 1, filter: filter).run()
for row in report.rows {
  print(row.name, row.lookout, row.observation, row.plain ?? -1, row.speedup)
}
print(report.lookoutBytesPerObject, report.observationBytesPerObject, report.plainBytesPerObject, report.lookoutBytesPerObservedObject, report.observationBytesPerObservedObject)
