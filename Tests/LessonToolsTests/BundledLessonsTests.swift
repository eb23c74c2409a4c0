import Foundation
import TestSupport
import LessonTools
import Testing

/// The lessons that ship with Seams, and a minimal lesson written from the guide, lint clean.
@Suite("Lint: real lessons")
struct BundledLessonsTests {
    /// The package's own `Lessons/`, read only.
    static let bundled = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons").path

    @Test func theBundledLessonsHaveNoErrors() throws {
        let report = try LessonLinter().lint(directory: Self.bundled)
        #expect(report.lessonCount >= 1)
        let errors = report.findings.filter { $0.diagnostic.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.diagnostic.description).joined(separator: "\n"))")
    }

    @Test func theGuidesMinimalLessonIsClean() throws {
        let dir = try TemporaryDirectory()
        try dir.write("09-parameterize-method/lesson.md", """
        ---
        id: parameterize-method
        title: Parameterize a method
        technique: Parameterize method
        summary: Turn a value a method fetches for itself into a parameter with a default.
        ---

        ## A footer that reads the clock

        `Receipt.footer()` calls `Date()` to print the year, so a test that expects
        this year's footer starts failing next January. Look at `before.swift`.

        ## Pass the date in

        Switch to `after.swift`. The date is now a parameter, `now: Date = Date()`.
        Existing callers still write `footer()`; a test writes `footer(now: someDate)`.

        > **Tip:** a parameter is the smallest seam there is. Try it before reaching
        > for a protocol.

        """)
        try dir.write("09-parameterize-method/before.swift", """
        // before.swift: look at `Date()` in `footer()`: the year comes from the clock.
        import Foundation

        struct Receipt {
            func footer() -> String {
                let year = Calendar.current.component(.year, from: Date())
                return "© \\(year) Corner Tea Shop"
            }
        }

        """)
        try dir.write("09-parameterize-method/after.swift", """
        // after.swift: look at the `now` parameter: the caller can choose the date.
        import Foundation

        struct Receipt {
            func footer(now: Date = Date()) -> String {
                let year = Calendar.current.component(.year, from: now)
                return "© \\(year) Corner Tea Shop"
            }
        }

        """)
        let report = try LessonLinter().lint(directory: dir.path)
        #expect(report.lessonCount == 1)
        #expect(report.findings.isEmpty, "\(report.text)")
        #expect(report.summary == "1 lesson, 0 errors, 0 warnings")
    }
}
