import Foundation
import TestSupport
import LessonTools
import Testing

/// What `seams lint` prints and its exit codes, through the `LintRun` the command shares.
@Suite("Lint output and exit codes")
struct LintRunTests {
    @Test func aCleanFolderExitsZeroAndPrintsOnlyTheSummary() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("01-clock", id: "clock")
        let run = LintRun.perform(directory: dir.path, format: .text)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput == "1 lesson, 0 errors, 0 warnings\n")
        #expect(run.standardError.isEmpty)
    }

    @Test func warningsAloneStillExitZero() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("01-clock", id: "clock", frontMatterExtra: "author: Ada\n")
        let run = LintRun.perform(directory: dir.path, format: .text)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.hasSuffix("1 lesson, 0 errors, 1 warning\n"))
    }

    @Test func anErrorExitsOneAndIsPrintedInTheCompilersFormat() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("01-clock", id: "calendar")
        try dir.cleanLesson("02-disk", id: "disk")
        let run = LintRun.perform(directory: dir.path, format: .text)
        #expect(run.exitCode == 1)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(dir.path + "/01-clock/lesson.md:2:5: error: id 'calendar' does not match"))
        #expect(lines[1] == "2 lessons, 1 error, 0 warnings")
    }

    @Test func aMissingFolderExitsTwo() {
        let run = LintRun.perform(directory: "/nonexistent/seams-lint-lessons", format: .text)
        #expect(run.exitCode == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "seams lint: /nonexistent/seams-lint-lessons: no such folder\n")
    }

    @Test func aFileInsteadOfAFolderExitsTwo() throws {
        let dir = try TemporaryDirectory()
        try dir.write("lessons.txt", "not a folder")
        let run = LintRun.perform(directory: dir.path + "/lessons.txt", format: .json)
        #expect(run.exitCode == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("is not a folder"))
    }

    @Test func jsonIsAnArrayOfFindingsWithTheDocumentedKeysAndNothingElse() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("01-clock", id: "calendar", frontMatterExtra: "author: Ada\n")
        try dir.write("02-broken/lesson.md", "no front matter\n")
        let run = LintRun.perform(directory: dir.path, format: .json)
        #expect(run.exitCode == 1)

        let decoded = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        let objects = try #require(decoded as? [[String: Any]])
        // The id mismatch and the unknown key in 01-clock; the missing front matter in 02-broken.
        #expect(objects.count == 3)
        for object in objects {
            #expect(Set(object.keys) == ["file", "line", "column", "severity", "message", "lesson"])
            #expect(object["file"] is String)
            #expect(object["line"] is Int)
            #expect(object["column"] is Int)
            #expect(["error", "warning"].contains(object["severity"] as? String))
            #expect(object["message"] is String)
            #expect(object["lesson"] is String)
        }
        // A lesson whose id was read is filed under it; one with no readable id under its folder.
        let lessons = objects.compactMap { $0["lesson"] as? String }
        #expect(Set(lessons) == ["calendar", "02-broken"])
    }

    @Test func jsonOfACleanFolderIsAnEmptyArray() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("01-clock", id: "clock")
        let run = LintRun.perform(directory: dir.path, format: .json)
        #expect(run.exitCode == 0)
        let decoded = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        #expect((decoded as? [Any])?.isEmpty == true)
    }

    @Test func findingsAreSortedByFileThenLine() throws {
        let dir = try TemporaryDirectory()
        try dir.write("02-b/lesson.md", "---\nid: b\n---\n")
        try dir.write("01-a/lesson.md", "---\nid: x\nauthor: Ada\n---\n")
        let report = try LessonLinter().lint(directory: dir.path)
        let keys = report.findings.map { ($0.diagnostic.path, $0.diagnostic.line) }
        #expect(keys.map(\.0) == keys.map(\.0).sorted())
        for (first, second) in zip(keys, keys.dropFirst()) where first.0 == second.0 {
            #expect(first.1 <= second.1)
        }
    }
}
