import Foundation
import TestSupport
import LessonKit
import Testing
@testable import LessonTools

/// Type-checking with the real compiler. Compiler runs take about a second each, so every test
/// here reads one shared report over a small lessons folder checked once.
@Suite struct TypecheckSnippetTests {
    /// The fixture lessons, with the lines the tests expect diagnostics on.
    enum Fixture {
        static let afterError = """
            import Foundation

            final class ProfileScreen: Screen {
                var name = "Ada"

                override func viewDidLoad() {
                    let letters: Int = name
                    _ = letters
                }
            }

            """

        static let cleanAfter = """
            struct Counter {
                var count = 0
            }

            """

        static let testError = """
            import XCTest

            final class CounterTests: XCTestCase {
                func test_startsAtZero() {
                    let count: String = Counter().count
                    XCTAssertEqual(count, "0")
                }
            }

            """

        /// Declares its own `Screen`, which must win over the prelude's, and leaves a value
        /// unused, which is a warning and must not fail the lesson.
        static let shadowing = """
            struct Screen {
                var title: String
            }

            func show() -> String {
                let unused = 1
                return Screen(title: "Home").title
            }

            """

        static let debugOnly = """
            struct Settings {
                #if DEBUG
                static let stubbed: Settings? = "not settings"
                #endif
            }

            """

        /// Checks the lessons once, in a folder removed right afterwards.
        static let report: Task<TypecheckReport, any Error> = Task {
            let folder = try TemporaryDirectory()
            let scaffold = try LessonScaffold.plan(id: "fresh-lesson", existingFolders: [])
            try scaffold.write(into: folder.path)
            try folder.write("02-after-error/before.swift", "final class Empty: Screen {}\n")
            try folder.write("02-after-error/after.swift", afterError)
            try folder.write("03-test-error/after.swift", cleanAfter)
            try folder.write("03-test-error/test.swift", testError)
            try folder.write("04-shadowing/before.swift", shadowing)
            try folder.write("05-debug/before.swift", debugOnly)

            let lessons = [
                LessonSnippetFiles(lessonID: "fresh-lesson", paths: [
                    .before: "01-fresh-lesson/before.swift", .after: "01-fresh-lesson/after.swift",
                    .test: "01-fresh-lesson/test.swift",
                ]),
                LessonSnippetFiles(lessonID: "after-error", paths: [
                    .before: "02-after-error/before.swift", .after: "02-after-error/after.swift",
                ]),
                LessonSnippetFiles(lessonID: "test-error", paths: [
                    .after: "03-test-error/after.swift", .test: "03-test-error/test.swift",
                ]),
                LessonSnippetFiles(lessonID: "shadowing", paths: [.before: "04-shadowing/before.swift"]),
                LessonSnippetFiles(lessonID: "debug", paths: [.before: "05-debug/before.swift"]),
            ]
            let checker = SnippetTypechecker(compiler: try realCompiler(),
                                             options: .init(workingDirectory: folder.path))
            return await checker.check(lessons)
        }

        static func lesson(_ id: String) async throws -> LessonTypecheck {
            let report = try await report.value
            return try #require(report.lessons.first { $0.lessonID == id })
        }
    }

    @Test func theScaffoldTypeChecksAsGenerated() async throws {
        let lesson = try await Fixture.lesson("fresh-lesson")
        #expect(lesson.runs.map(\.kinds) == [[.before], [.after], [.after, .test]])
        #expect(lesson.diagnostics == [])
        #expect(lesson.passed)
    }

    @Test func aTypeErrorIsReportedAtItsFileLineAndColumn() async throws {
        let lesson = try await Fixture.lesson("after-error")
        #expect(!lesson.passed)
        #expect(lesson.runs.map(\.passed) == [true, false])
        let errors = lesson.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.description) == [
            "02-after-error/after.swift:7:28: error: cannot convert value of type 'String' to specified type 'Int'",
        ])
    }

    @Test func anErrorInTheTestIsReportedInTheTestFile() async throws {
        let lesson = try await Fixture.lesson("test-error")
        #expect(lesson.runs.map(\.passed) == [true, false])
        let errors = lesson.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["03-test-error/test.swift"])
        #expect(errors.map(\.line) == [5])
    }

    @Test func aSnippetsOwnDeclarationShadowsThePreludeAndWarningsDoNotFail() async throws {
        let lesson = try await Fixture.lesson("shadowing")
        #expect(lesson.passed)
        #expect(lesson.diagnostics.map(\.severity) == [.warning])
        #expect(lesson.diagnostics.first?.line == 6)
    }

    @Test func debugOnlyCodeIsTypeChecked() async throws {
        let lesson = try await Fixture.lesson("debug")
        #expect(!lesson.passed)
        #expect(lesson.diagnostics.map(\.line) == [3])
    }

    @Test func theWholeReportAddsUp() async throws {
        let report = try await Fixture.report.value
        #expect(report.preludePath == TypecheckPrelude.builtInPath)
        #expect(report.preludeDiagnostics == [])
        #expect(report.failedLessons.map(\.lessonID) == ["after-error", "test-error", "debug"])
        #expect(report.errorCount == 3)
        #expect(!report.passed)
    }

    @Test func anErrorInThePreludeIsReportedThereAndTheLessonsAreSkipped() async throws {
        let prelude = TypecheckPrelude(source: "open class Screen {}\n\npublic let broken: Int = \"no\"\n",
                                       path: "Lessons/prelude.swift")
        let checker = SnippetTypechecker(compiler: try realCompiler(), prelude: prelude)
        let report = await checker.check([LessonSnippetFiles(lessonID: "a", paths: [.before: "a/before.swift"])])

        #expect(report.preludeDiagnostics.map(\.description) == [
            "Lessons/prelude.swift:3:26: error: cannot convert value of type 'String' to specified type 'Int'",
        ])
        #expect(report.lessons.map(\.skipped) == ["the prelude Lessons/prelude.swift does not compile"])
        #expect(!report.passed)
    }
}
