import LessonKit

/// What `seams lint` prints and how it exits, worked out without touching the terminal, so
/// that the command stays a thin shell and tests can check the exit codes directly.
public struct LintRun: Hashable, Sendable {
    /// How findings are printed.
    public enum Format: Hashable, Sendable {
        /// `path:line:col: error: message` lines and a summary.
        case text
        /// A JSON array and nothing else.
        case json
    }

    /// No errors (warnings allowed).
    public static let success: Int32 = 0
    /// At least one lesson has an error.
    public static let lessonErrors: Int32 = 1
    /// The lessons folder itself could not be read.
    public static let unreadableFolder: Int32 = 2

    public var standardOutput: String
    public var standardError: String
    public var exitCode: Int32

    public init(standardOutput: String, standardError: String, exitCode: Int32) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }

    /// Lints `directory` and renders the result in `format`. With a `typechecker`, every
    /// lesson that could be read also has its snippets compiled, and the compiler's
    /// diagnostics join the findings.
    @available(*, noasync, message: "runs the compiler and waits for it")
    public static func perform(directory: String, format: Format, linter: LessonLinter = LessonLinter(),
                               typechecker: SnippetTypechecker? = nil) -> LintRun {
        var report: LintReport
        do {
            report = try linter.lint(directory: directory)
        } catch {
            return LintRun(standardOutput: "", standardError: "seams lint: \(error.description)\n",
                           exitCode: unreadableFolder)
        }
        if let typechecker {
            let lessons = ((try? LessonLoader.discover(in: directory)) ?? []).filter { !$0.isBroken }
            let checked = typechecker.checkBlocking(lessons)
            var findings = checked.preludeDiagnostics.map { LintFinding($0, lesson: "prelude") }
            for lesson in checked.lessons {
                findings += lesson.diagnostics.map { LintFinding($0, lesson: lesson.lessonID) }
            }
            report = LintReport(lessonCount: report.lessonCount, findings: report.findings + findings)
        }
        let code = report.hasErrors ? lessonErrors : success
        switch format {
        case .text:
            return LintRun(standardOutput: report.text, standardError: "", exitCode: code)
        case .json:
            do {
                return LintRun(standardOutput: try report.json(), standardError: "", exitCode: code)
            } catch {
                return LintRun(standardOutput: "", standardError: "seams lint: cannot write JSON: \(error)\n",
                               exitCode: unreadableFolder)
            }
        }
    }
}
