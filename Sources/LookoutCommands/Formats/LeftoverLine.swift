/// The line about temporary files that interrupted runs left: removed by a run that writes, found by one that
/// does not (which says what removes them).
enum LeftoverLine {
  static func text(_ temporaries: [String], removed: Bool, writingFlag: String) -> String? {
    guard !temporaries.isEmpty else { return nil }
    let what = "\(temporaries.count) temporary file\(temporaries.count == 1 ? "" : "s") left by an interrupted lookout run"
    return removed
      ? "Removed \(what): \(temporaries.joined(separator: ", "))"
      : "Found \(what) (not your code; a run with \(writingFlag) removes them): \(temporaries.joined(separator: ", "))"
  }
}
