import Foundation
import LessonKit

/// One problem `seams lint` found, with the lesson it belongs to.
public struct LintFinding: Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// The lesson's id, or its folder name when no id could be read.
    public var lesson: String

    public init(_ diagnostic: Diagnostic, lesson: String) {
        self.diagnostic = diagnostic
        self.lesson = lesson
    }
}

extension LintFinding: Encodable {
    private enum CodingKeys: String, CodingKey {
        case file, line, column, severity, message, lesson
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(diagnostic.path, forKey: .file)
        try container.encode(diagnostic.line, forKey: .line)
        try container.encode(diagnostic.column, forKey: .column)
        try container.encode(diagnostic.severity.rawValue, forKey: .severity)
        try container.encode(diagnostic.message, forKey: .message)
        try container.encode(lesson, forKey: .lesson)
    }
}

/// Everything `seams lint` found in one lessons folder, sorted by file, line and column.
public struct LintReport: Hashable, Sendable {
    /// How many lesson folders were checked.
    public var lessonCount: Int
    public var findings: [LintFinding]

    public init(lessonCount: Int, findings: [LintFinding]) {
        self.lessonCount = lessonCount
        self.findings = findings.sorted(by: LintReport.precedes)
    }

    public var errorCount: Int { findings.count { $0.diagnostic.severity == .error } }
    public var warningCount: Int { findings.count { $0.diagnostic.severity == .warning } }
    public var hasErrors: Bool { errorCount > 0 }

    /// `3 lessons, 1 error, 2 warnings`.
    public var summary: String {
        [Self.count(lessonCount, "lesson"), Self.count(errorCount, "error"), Self.count(warningCount, "warning")]
            .joined(separator: ", ")
    }

    /// One diagnostic a line in the compiler's format, then the summary.
    public var text: String {
        findings.map { $0.diagnostic.description + "\n" }.joined() + summary + "\n"
    }

    /// A JSON array of `{file, line, column, severity, message, lesson}` objects.
    public func json() throws -> String {
        // The encoder pretty-prints an empty array across two lines.
        guard !findings.isEmpty else { return "[]\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(findings), as: UTF8.self) + "\n"
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    private static func precedes(_ a: LintFinding, _ b: LintFinding) -> Bool {
        let left = a.diagnostic, right = b.diagnostic
        return (left.path, left.line, left.column, left.message) < (right.path, right.line, right.column, right.message)
    }
}
