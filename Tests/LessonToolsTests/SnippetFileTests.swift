import Foundation
import TestSupport
import LessonKit
import LessonTools
import Testing

/// Snippet checks that need files the corpus cannot hold: symbolic links, which are made at
/// test time so that none is committed, and a file too large to keep in the repository.
@Suite("Snippet files")
struct SnippetFileTests {
    private func messages(_ dir: TemporaryDirectory, lessons: String = "Lessons") throws -> [String] {
        try LessonLinter().lint(directory: dir.path + "/" + lessons).findings.map(\.diagnostic.description)
    }

    @Test func aSymbolicLinkLeadingOutOfTheLessonIsAnError() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("Lessons/01-clock", id: "clock")
        try dir.write("secret.swift", "let secret = 1\n")
        try FileManager.default.removeItem(atPath: dir.path + "/Lessons/01-clock/before.swift")
        try dir.link("Lessons/01-clock/before.swift", to: "../../secret.swift")
        let found = try messages(dir)
        #expect(found.count == 1)
        let message = try #require(found.first)
        #expect(message.hasPrefix(dir.path + "/Lessons/01-clock/before.swift:1:1: error: snippet 'before.swift' resolves to '"))
        #expect(message.contains("outside the lesson folder"))
    }

    @Test func aNamedSnippetThroughALinkedFolderIsReportedAtItsEntry() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("Lessons/01-clock", id: "clock", frontMatterExtra: "snippets:\n  test: shared/test.swift\n")
        try dir.write("elsewhere/test.swift", "import XCTest\n")
        try dir.link("Lessons/01-clock/shared", to: dir.path + "/elsewhere")
        let found = try messages(dir)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix(dir.path + "/Lessons/01-clock/lesson.md:7:9: error: snippet 'shared/test.swift' resolves to") == true)
    }

    @Test func aSymbolicLinkThatStaysInsideIsFine() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("Lessons/01-clock", id: "clock")
        try dir.write("Lessons/01-clock/code/test-source.swift", "import XCTest\n")
        try dir.link("Lessons/01-clock/test.swift", to: "code/test-source.swift")
        #expect(try messages(dir).isEmpty)
    }

    @Test func aLessonFolderThatIsItselfALinkIsCheckedWhereItReallyIs() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("drafts/01-clock", id: "clock")
        try FileManager.default.createDirectory(atPath: dir.path + "/Lessons", withIntermediateDirectories: true)
        try dir.link("Lessons/01-clock", to: dir.path + "/drafts/01-clock")
        #expect(try messages(dir).isEmpty)
    }

    @Test func aDanglingLinkIsAMissingFile() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("Lessons/01-clock", id: "clock", frontMatterExtra: "snippets:\n  test: gone.swift\n")
        try dir.link("Lessons/01-clock/gone.swift", to: "nowhere.swift")
        let found = try messages(dir)
        #expect(found == [dir.path + "/Lessons/01-clock/lesson.md:7:9: error: snippet file 'gone.swift' does not exist "
                          + "in 01-clock/: create it, or fix the name under 'snippets'"])
    }

    @Test func aSnippetOverTheSizeLimitIsAnError() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("Lessons/01-clock", id: "clock")
        // One byte over the limit is reported, rounded up.
        try dir.write("Lessons/01-clock/after.swift", String(repeating: "a", count: 256 * 1024 + 1))
        let found = try messages(dir)
        #expect(found == [dir.path + "/Lessons/01-clock/after.swift:1:1: error: snippet 'after.swift' is 257 KiB, "
                          + "over the 256 KiB limit: cut it down to the code the lesson needs (about 70 lines)"])
    }

    @Test func aSnippetJustUnderTheLimitIsFine() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("Lessons/01-clock", id: "clock")
        try dir.write("Lessons/01-clock/after.swift", String(repeating: "a", count: 256 * 1024))
        #expect(try messages(dir).isEmpty)
    }

    @Test func theAppLoadsTheSnippetsTheFrontMatterNames() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("Lessons/01-clock", id: "clock", frontMatterExtra: "snippets:\n  before: code/start.swift\n")
        try dir.write("Lessons/01-clock/code/start.swift", "let start = 1\n")
        let lesson = try #require(try LessonLoader.discover(in: dir.path + "/Lessons").first)
        #expect(lesson.snippetPath(.before) == dir.path + "/Lessons/01-clock/code/start.swift")
        #expect(lesson.snippetPath(.after) == dir.path + "/Lessons/01-clock/after.swift")
        let content = LessonLoader.content(for: lesson)
        #expect(content.snippets[.before]?.source == "let start = 1\n")
        #expect(content.snippets[.after] != nil)
    }
}
