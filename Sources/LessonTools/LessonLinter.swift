import LessonKit

/// Checks a lessons folder the way `seams lint` does: every lesson folder, every rule, and
/// a broken lesson never stops the others being checked.
public struct LessonLinter: Sendable {
    /// The ids of the live models lessons may name, or nil while there is no registry; then
    /// `model` is only checked for its shape.
    public var knownModels: Set<String>?

    public init(knownModels: Set<String>? = nil) {
        self.knownModels = knownModels
    }

    /// Everything wrong in `directory`. Throws only when the folder itself cannot be read.
    public func lint(directory: String) throws(UnreadableLessonsFolder) -> LintReport {
        var findings: [LintFinding] = []
        var lessons: [LessonUnderCheck] = []
        for folder in try LessonFolderScan.entries(in: directory) {
            let lesson = folder.hasLessonFile ? LessonUnderCheck.read(folder) : nil
            findings += IdentityChecks.folderName(folder, id: lesson?.id)
                .map { LintFinding($0, lesson: lesson?.name ?? folder.name) }
            guard folder.isLesson, let lesson else { continue }
            lessons.append(lesson)
            findings += check(lesson).map { LintFinding($0, lesson: lesson.name) }
        }
        findings += IdentityChecks.duplicates(lessons)
        return LintReport(lessonCount: lessons.count, findings: findings)
    }

    /// The checks that need only the lesson itself, run as far as the file could be read.
    func check(_ lesson: LessonUnderCheck) -> [Diagnostic] {
        var found: [Diagnostic] = lesson.readProblem.map { [$0] } ?? []
        let path = lesson.path
        if let block = lesson.block {
            found += MarkdownChecks.check(body: block.body, bodyLine: block.bodyLine, path: path)
        }
        if let block = lesson.block, let entries = lesson.entries {
            found += FrontMatterChecks.requiredKeys(entries, closingLine: block.closingLine, path: path)
            found += FrontMatterChecks.unknownKeys(entries, path: path)
            found += IdentityChecks.id(entries, folder: lesson.folder, path: path)
            found += SnippetChecks.check(entries, folderPath: lesson.folder.path, lessonPath: path)
            found += QuizChecks.check(entries, path: path)
            found += FrontMatterChecks.model(entries, knownModels: knownModels, path: path)
        }
        return found
    }
}
