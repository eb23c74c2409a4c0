import Foundation
import TestSupport
import Testing

/// The authoring commands as a lesson author runs them.
@Suite("End to end: authoring")
struct AuthoringEndToEndTests {
    private func seams(_ arguments: [String], home: TemporaryDirectory, path: String? = nil) throws -> ProcessResult {
        var extra = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if let path { extra["PATH"] = path }
        return try runProcess([SeamsApp.executable] + arguments,
                              environment: SeamsApp.environment(home: home, extra: extra), timeout: .seconds(120))
    }

    @Test func lintTypecheckReportsASnippetErrorAtItsLineAndExitsOne() throws {
        let home = try TemporaryDirectory()
        let lessons = home.file("lessons")
        try SeamsApp.writeLesson(in: lessons, folder: "00-typed", id: "typed", title: "Typed")
        try Data("let count: Int = \"three\"\n".utf8)
            .write(to: URL(fileURLWithPath: lessons + "/00-typed/after.swift"))
        let result = try seams(["lint", "--typecheck", lessons], home: home)
        #expect(result.status == 1)
        #expect(result.output.contains(lessons + "/00-typed/after.swift:1:18: error: cannot convert value of type 'String'"))
        #expect(result.output.contains("1 lesson, 1 error"))
    }

    @Test func lintTypecheckWithoutACompilerExitsTwo() throws {
        let home = try TemporaryDirectory()
        let result = try seams(["lint", "--typecheck", try SeamsApp.fixtureLessons(in: home)], home: home, path: home.path)
        #expect(result.status == 2)
        #expect(result.error.contains("swiftc"))
    }

    @Test func aNewLessonPassesLintAndTypecheckAsGenerated() throws {
        let home = try TemporaryDirectory()
        let lessons = home.file("lessons")
        try SeamsApp.writeLesson(in: lessons, folder: "04-existing", id: "existing", title: "Existing")
        let created = try seams(["new", "my-first-seam", "--lessons", lessons, "--title", "My first seam"], home: home)
        #expect(created.status == 0, "\(created.error)")
        #expect(FileManager.default.fileExists(atPath: lessons + "/05-my-first-seam/lesson.md"))
        let lint = try seams(["lint", "--typecheck", lessons], home: home)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        #expect(lint.output.contains("2 lessons, 0 errors"))
        let again = try seams(["new", "my-first-seam", "--lessons", lessons], home: home)
        #expect(again.status == 1)
    }
}
