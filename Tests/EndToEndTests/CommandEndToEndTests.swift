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
        let result = try run(["--lessons", SeamsApp.bundledLessons], home: home)
        #expect(result.status == 2)
        #expect(result.error.contains("seams list"))
        #expect(result.error.contains("seams show"))
    }

    @Test func listPrintsEveryLessonAndJSONDecodes() throws {
        let home = try TemporaryDirectory()
        let table = try run(["list", "--lessons", SeamsApp.bundledLessons], home: home)
        #expect(table.status == 0)
        #expect(table.output.contains("what-is-a-seam"))
        let json = try run(["list", "--json", "--lessons", SeamsApp.bundledLessons], home: home)
        let entries = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        let first = try #require(entries?.first)
        #expect(first["id"] as? String == "what-is-a-seam")
        #expect(first["title"] as? String == "What is a seam?")
        #expect(first["technique"] is String)
        #expect(first["broken"] as? Bool == false)
    }

    @Test func showPrintsTextAndSnippetsWithoutEscapesWhenPiped() throws {
        let home = try TemporaryDirectory()
        let result = try run(["show", "what-is-a-seam", "--lessons", SeamsApp.bundledLessons], home: home)
        #expect(result.status == 0)
        #expect(result.output.contains("What is a seam?"))
        #expect(result.output.contains("Step 1 of"))
        #expect(result.output.contains("before.swift"))
        #expect(!result.output.contains("\u{1B}["))
        // Wrapped to 80 columns when stdout is not a terminal.
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func anUnknownIdExitsOneAndListsTheKnownIds() throws {
        let home = try TemporaryDirectory()
        let result = try run(["show", "no-such-lesson", "--lessons", SeamsApp.bundledLessons], home: home)
        #expect(result.status == 1)
        #expect(result.error.contains("no-such-lesson"))
        #expect(result.error.contains("what-is-a-seam"))
    }

    @Test func noLessonsFolderSaysHowToPointAtOne() throws {
        let home = try TemporaryDirectory()
        let result = try runProcess([SeamsApp.executable, "list"],
                                    environment: SeamsApp.environment(home: home, extra: ["PATH": "/usr/bin:/bin"]),
                                    timeout: .seconds(30))
        // The package's own Lessons/ is found from the executable's location.
        #expect(result.status == 0)
        #expect(result.output.contains("what-is-a-seam"))
        let missing = try run(["list", "--lessons", home.file("nothing-here")], home: home)
        #expect(missing.status == 1)
        #expect(missing.error.contains("nothing-here"))
    }
}
