import LessonKit
import Markup

/// Markdown that would not render the way its author meant, located at the line in
/// `lesson.md` (the body's own line numbers are shifted past the front matter).
enum MarkdownChecks {
    static func check(body: String, bodyLine: Int, path: String) -> [Diagnostic] {
        let sections = Markdown.sections(body)
        // A body line `n` is file line `bodyLine + n - 1`.
        func fileLine(_ bodyLineNumber: Int) -> Int { bodyLine + bodyLineNumber - 1 }
        var found: [Diagnostic] = []
        for section in sections {
            for issue in Markdown.parse(section.body).issues {
                found.append(Diagnostic(path: path, line: fileLine(section.bodyStartLine + issue.line - 1),
                                        message: withFix(issue.message)))
            }
            if let title = section.title, section.body.allSatisfy(\.isWhitespace) {
                found.append(Diagnostic(path: path, line: fileLine(section.bodyStartLine - 1), message:
                    "step '\(title)' is empty: write its text under the heading, or remove the heading"))
            }
        }
        if !sections.contains(where: { $0.title != nil }) {
            found.append(Diagnostic(path: path, line: bodyLine, severity: .warning, message:
                "the lesson has no '## ' heading, so it shows as a single untitled step: "
                + "start each step with a '## Title' line"))
        }
        return found
    }

    /// The parser's message, plus what to do about it where the parser does not say.
    static func withFix(_ message: String) -> String {
        let fixes = [
            ("code fence is never closed", "close it with a line of ``` after the code"),
            ("table row has", "give every row as many '|' cells as the header"),
            ("table delimiter row has", "give the '|---|' row one cell for each header cell"),
        ]
        guard let fix = fixes.first(where: { message.hasPrefix($0.0) })?.1 else { return message }
        return message + ": " + fix
    }
}
