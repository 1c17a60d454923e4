import Foundation
import LookoutTestSupport
import Testing

/// The sweep's links: a link whose target is inside the paths given is written through (the target changes,
/// the link stays a link); a link to a file outside is read, reported and never written; broken links and
/// loops are named; links to directories are not followed.
@Suite struct LinkSweepTests {
  @Test func migrateWritesThroughLinksInsideAndLeavesLinksOutside() throws {
    let outside = try SweepProject(text: ["Shared.swift": SweepFixture.model("Shared")])
    defer { outside.remove() }
    let project = try SweepProject(text: ["App/Counter.swift": SweepFixture.model("Counter")])
    defer { project.remove() }
    try project.link("App/Alias.swift", to: "Counter.swift")
    try project.write("Other/Timer.swift", text: SweepFixture.model("Timer"))
    try project.link("App/TimerLink.swift", to: "../Other/Timer.swift")
    try project.link("App/SharedLink.swift", to: outside.file("Shared.swift"))
    try project.link("App/Broken.swift", to: "Missing.swift")
    try project.link("App/Loop.swift", to: "Loop.swift")
    try project.link("App/Elsewhere", to: outside.path)

    let run = try project.run(["migrate", "--write", "App", "Other"])
    #expect(run.status == 1, "a file that needed migrating was left untouched: \(run.output)")
    #expect(project.text("App/Counter.swift") == SweepFixture.migratedModel("Counter"))
    #expect(project.linkTarget("App/Alias.swift") == "Counter.swift")
    #expect(project.text("Other/Timer.swift") == SweepFixture.migratedModel("Timer"))
    #expect(project.linkTarget("App/TimerLink.swift") == "../Other/Timer.swift")
    #expect(project.linkTarget("App/SharedLink.swift") == outside.file("Shared.swift"))
    #expect(outside.text("Shared.swift") == SweepFixture.model("Shared"))
    #expect(run.output.contains("App/SharedLink.swift: a symbolic link to"), "\(run.output)")
    #expect(run.output.contains("outside the paths given"))
    #expect(run.output.contains("App/Broken.swift: cannot read it: a broken symbolic link (to Missing.swift)"))
    #expect(run.output.contains("App/Loop.swift: cannot read it: a loop of symbolic links"))
    #expect(!run.output.contains("Elsewhere"), "links to directories are not followed")
    // Each file once: the link and its target are one file.
    #expect(run.output.contains("Migrating 2 models to @Observable: Counter, Timer"), "\(run.output)")
    #expect(project.temporaries().isEmpty)
  }

  @Test func fixWritesThroughLinksInsideAndRefusesLinksOutside() throws {
    let outside = try SweepProject(text: ["Far.swift": SweepFixture.observableWithPublished("Far")])
    defer { outside.remove() }
    let project = try SweepProject(text: ["Near.swift": SweepFixture.observableWithPublished("Near")])
    defer { project.remove() }
    try project.link("NearLink.swift", to: "Near.swift")
    try project.link("FarLink.swift", to: outside.file("Far.swift"))
    let run = try project.run(["lint", "--fix", "."])
    #expect(run.status == 1)
    #expect(project.text("Near.swift") == SweepFixture.fixedObservable("Near"))
    #expect(project.linkTarget("NearLink.swift") == "Near.swift")
    #expect(project.linkTarget("FarLink.swift") == outside.file("Far.swift"))
    #expect(outside.text("Far.swift") == SweepFixture.observableWithPublished("Far"))
    #expect(run.error.contains("Not fixed (1):"), "\(run.error)")
    #expect(run.error.contains("./FarLink.swift: a symbolic link to"))
  }

  @Test func aFileGivenByALinkIsWrittenThroughToItsTarget() throws {
    let project = try SweepProject(text: ["Real.swift": SweepFixture.model("Real")])
    defer { project.remove() }
    try project.link("Given.swift", to: "Real.swift")
    let run = try project.run(["migrate", "--write", "Given.swift"])
    #expect(run.status == 0, "\(run.output)")
    #expect(project.linkTarget("Given.swift") == "Real.swift")
    #expect(project.text("Real.swift") == SweepFixture.migratedModel("Real"))
  }
}
