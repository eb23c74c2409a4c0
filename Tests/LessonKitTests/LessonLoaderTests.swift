import Foundation
import TestSupport
import LessonKit
import Markup
import Testing

@Suite("Lesson loader")
struct LessonLoaderTests {
    @Test func findsLessonsInNumberOrderAndIgnoresOtherFolders() throws {
        let dir = try TemporaryDirectory()
        try dir.lesson("10-later", id: "later")
        try dir.lesson("02-early", id: "early")
        try dir.lesson("05-middle", id: "middle")
        try dir.write("notes/lesson.md", "not a lesson folder")
        try dir.write("07-empty/readme.txt", "no lesson.md")
        try dir.write("README.md", "# guide")
        let lessons = try LessonLoader.discover(in: dir.path)
        #expect(lessons.map(\.id) == ["early", "middle", "later"])
        #expect(lessons.map(\.number) == [2, 5, 10])
        #expect(lessons[0].folderPath == dir.path + "/02-early")
    }

    @Test func aBrokenLessonStaysInTheListAndTheOthersLoad() throws {
        let dir = try TemporaryDirectory()
        try dir.lesson("01-good", id: "good")
        try dir.write("02-bad/lesson.md", "---\nid: bad\ntitle: [oops\n---\n")
        try dir.lesson("03-also-good", id: "also-good")
        let lessons = try LessonLoader.discover(in: dir.path)
        #expect(lessons.count == 3)
        #expect(lessons[1].isBroken)
        #expect(lessons[1].id == "bad")
        #expect(lessons[1].title == "02-bad")
        let located = try #require(lessons[1].diagnostic).located
        #expect(located.hasPrefix(dir.path + "/02-bad/lesson.md:"))
        #expect(!lessons[0].isBroken && !lessons[2].isBroken)
    }

    @Test func aLessonFileThatIsNotUTF8IsBrokenNotFatal() throws {
        let dir = try TemporaryDirectory()
        try dir.write("01-latin/lesson.md", Data([0x2D, 0x2D, 0x2D, 0x0A, 0xE9, 0xFF, 0x0A]))
        let lessons = try LessonLoader.discover(in: dir.path)
        #expect(lessons.first?.diagnostic?.message == "is not valid UTF-8")
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: LessonFolderError.self) {
            try LessonLoader.discover(in: "/nonexistent/seams-lessons")
        }
    }

    @Test func contentSplitsStepsAndHighlightsSnippets() throws {
        let dir = try TemporaryDirectory()
        try dir.lesson("01-one", id: "one", body: """
        ## The problem

        Some *text*.

        ## The fix

        More text.
        """)
        try dir.write("01-one/before.swift", "let answer = 42\n")
        try dir.write("01-one/after.swift", "struct A {}\n")
        let lesson = try #require(try LessonLoader.discover(in: dir.path).first)
        let content = LessonLoader.content(for: lesson)
        #expect(content.steps.map(\.title) == ["The problem", "The fix"])
        // The body starts on line 7 of lesson.md; "## The fix" is its 5th line.
        #expect(content.steps[0].line == 8)
        #expect(content.steps[1].line == 12)
        #expect(content.availableSnippets == [.before, .after])
        let before = try #require(content.snippets[.before])
        #expect(before.lines.first?.spans.contains { $0.text == "let" && $0.role == .keyword } == true)
    }
}

@Suite("Lesson locator")
struct LessonLocatorTests {
    private func locator(option: String? = nil, environment: String? = nil, existing: Set<String>,
                         executable: String? = "/opt/app/.build/debug/seams") -> LessonLocator {
        LessonLocator(option: option, environment: environment, workingDirectory: "/home/me/work",
                      executablePath: executable, directoryExists: { existing.contains($0) })
    }

    @Test func theOptionWinsOverEverything() throws {
        let found = try locator(option: "/x", environment: "/y", existing: ["/x", "/y", "/home/me/work/Lessons"]).locate().get()
        #expect(found.path == "/x")
        #expect(found.origin == .option)
    }

    @Test func thenTheEnvironment() throws {
        let found = try locator(environment: "/y", existing: ["/y", "/home/me/work/Lessons"]).locate().get()
        #expect(found.origin == .environment)
    }

    @Test func thenTheWorkingDirectory() throws {
        let found = try locator(existing: ["/home/me/work/Lessons", "/opt/app/Lessons"]).locate().get()
        #expect(found.path == "Lessons")
        #expect(found.origin == .workingDirectory)
    }

    @Test func thenThePackageBesideTheExecutable() throws {
        let found = try locator(existing: ["/opt/app/Lessons"]).locate().get()
        #expect(found.path == "/opt/app/Lessons")
        #expect(found.origin == .package)
    }

    @Test func nothingFoundSaysWhereItLookedAndHowToPointAtOne() {
        guard case .failure(let error) = locator(existing: []).locate() else {
            Issue.record("expected failure"); return
        }
        #expect(error.description.contains("/home/me/work/Lessons"))
        #expect(error.description.contains("--lessons DIR"))
        #expect(error.description.contains("SEAMS_LESSONS"))
    }

    @Test func anExplicitFolderThatDoesNotExistIsNotSilentlyReplaced() {
        guard case .failure(let error) = locator(option: "/missing", existing: ["/home/me/work/Lessons"]).locate() else {
            Issue.record("expected failure"); return
        }
        #expect(error.description.contains("/missing"))
    }
}

@Suite("Lesson loader: snippet paths")
struct SnippetPathTests {
    @Test func aSnippetPathLeadingOutOfTheFolderIsNotRead() throws {
        let dir = try TemporaryDirectory()
        try dir.write("secret.swift", "let secret = 42\n")
        try dir.write("01-one/lesson.md", """
        ---
        id: one
        title: One
        technique: T
        summary: S.
        snippets:
          before: ../secret.swift
          after: code/after.swift
        ---
        ## Step

        Text.
        """)
        try dir.write("01-one/code/after.swift", "let after = 1\n")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/01-one/test.swift",
                                                   withDestinationPath: dir.path + "/secret.swift")
        let lesson = try #require(try LessonLoader.discover(in: dir.path).first)
        let content = LessonLoader.content(for: lesson)
        #expect(content.snippets[.before] == nil)
        #expect(content.snippets[.test] == nil)
        #expect(content.snippets[.after]?.source == "let after = 1\n")
        #expect(content.diagnostics.map(\.message).filter { $0.contains("outside the lesson folder") }.count == 2)
    }
}
