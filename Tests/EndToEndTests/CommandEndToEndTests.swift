import Foundation
import TestSupport
import Testing

/// The non-interactive commands, run as a script would run them.
@Suite("End to end: commands")
struct CommandEndToEndTests {
    private func run(_ arguments: [String], home: TemporaryDirectory) throws -> ProcessResult {
        try runProcess([SeamsApp.executable] + arguments, environment: SeamsApp.environment(home: home, extra: ["PATH": "/usr/bin:/bin"]),
                       timeout: .seconds(30))
    }

    @Test func withoutATerminalTheBrowserExitsTwoAndNamesListAndShow() throws {
        let home = try TemporaryDirectory()
        let result = try run(["--lessons", try SeamsApp.fixtureLessons(in: home)], home: home)
        #expect(result.status == 2)
        #expect(result.error.contains("seams list"))
        #expect(result.error.contains("seams show"))
    }

    @Test func listPrintsEveryLessonAndJSONDecodes() throws {
        let home = try TemporaryDirectory()
        let table = try run(["list", "--lessons", try SeamsApp.fixtureLessons(in: home)], home: home)
        #expect(table.status == 0)
        #expect(table.output.contains("fixture-one"))
        let json = try run(["list", "--json", "--lessons", try SeamsApp.fixtureLessons(in: home)], home: home)
        let entries = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        let first = try #require(entries?.first)
        #expect(first["id"] as? String == "fixture-one")
        #expect(first["title"] as? String == "Fixture one")
        #expect(first["technique"] is String)
        #expect(first["broken"] as? Bool == false)
    }

    @Test func showPrintsTextAndSnippetsWithoutEscapesWhenPiped() throws {
        let home = try TemporaryDirectory()
        let result = try run(["show", "fixture-one", "--lessons", try SeamsApp.fixtureLessons(in: home)], home: home)
        #expect(result.status == 0)
        #expect(result.output.contains("Fixture one"))
        #expect(result.output.contains("Step 1 of"))
        #expect(result.output.contains("before.swift"))
        #expect(!result.output.contains("\u{1B}["))
        // Wrapped to 80 columns when stdout is not a terminal.
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func anUnknownIdExitsOneAndListsTheKnownIds() throws {
        let home = try TemporaryDirectory()
        let result = try run(["show", "no-such-lesson", "--lessons", try SeamsApp.fixtureLessons(in: home)], home: home)
        #expect(result.status == 1)
        #expect(result.error.contains("no-such-lesson"))
        #expect(result.error.contains("fixture-one"))
    }

    @Test func withoutAFolderTheExecutablesOwnPackageLessonsAreFound() throws {
        let home = try TemporaryDirectory()
        // Run from a folder with no Lessons/, so only the executable's location can find them.
        let result = try runProcess(["/bin/sh", "-c", "cd \"$1\" && exec \"$2\" list", "sh", home.path, SeamsApp.executable],
                                    environment: SeamsApp.environment(home: home, extra: ["PATH": "/usr/bin:/bin"]),
                                    timeout: .seconds(30))
        #expect(result.status == 0)
        #expect(result.output.contains("what-is-a-seam"))
    }

    @Test func noLessonsAnywhereSaysWhereItLookedAndHowToPointAtOne() throws {
        let home = try TemporaryDirectory()
        // A copy of the executable outside the package: nothing above it has a Lessons/.
        let copy = home.file("bin/seams")
        try FileManager.default.createDirectory(atPath: home.file("bin"), withIntermediateDirectories: true)
        // Copied by `cp`, not in this process: a child spawned meanwhile by another test
        // (a tmux server lives long) would inherit our write descriptor and keep the copy
        // "busy", so it could not be run.
        let copied = try runProcess(["/bin/cp", SeamsApp.executable, copy], timeout: .seconds(30))
        #expect(copied.status == 0)
        let result = try runProcess(["/bin/sh", "-c", "cd \"$1\" && exec \"$2\" list", "sh", home.path, copy],
                                    environment: SeamsApp.environment(home: home, extra: ["PATH": "/usr/bin:/bin"]),
                                    timeout: .seconds(30))
        #expect(result.status == 1)
        #expect(result.error.contains("No lessons folder found"))
        #expect(result.error.contains("--lessons DIR"))
        #expect(result.error.contains("SEAMS_LESSONS"))
        let missing = try run(["list", "--lessons", home.file("nothing-here")], home: home)
        #expect(missing.status == 1)
        #expect(missing.error.contains("nothing-here"))
    }
}
