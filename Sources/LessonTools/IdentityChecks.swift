import LessonKit

/// Checks that tie a lesson to its folder and keep lessons apart: folder names, the id, and
/// ids and numbers unique across the folder.
enum IdentityChecks {
    /// Folders the app skips or lists under a name that breaks the convention. Nothing here
    /// is an error: the app still works, but the author probably meant something else.
    /// `id` is the front matter's, when it could be read: the best name to suggest.
    static func folderName(_ folder: LessonFolderEntry, id: String? = nil) -> [Diagnostic] {
        let name = folder.name
        let at = folder.hasLessonFile ? folder.lessonFilePath : folder.path
        func warning(_ message: String) -> [Diagnostic] {
            [Diagnostic(path: at, line: 1, severity: .warning, message: message)]
        }
        let digits = String(name.prefix { $0.isASCII && $0.isNumber })
        if let parsed = folder.parsedName {
            guard folder.hasLessonFile else {
                return warning("folder '\(name)' has no lesson.md, so Seams skips it: "
                               + "add a lesson.md, or move the folder out of the lessons folder")
            }
            guard digits.count == 2 else {
                let fix = parsed.number <= 99 ? "rename it to '\(renamed(number: parsed.number, id: parsed.id))'"
                                              : "numbers go from 00 to 99"
                return warning("folder '\(name)' should be named NN-id, with a two-digit number: \(fix)")
            }
            return []
        }
        let knownID = id.flatMap { LessonFolderName.isValidID($0) ? $0 : nil }
        if !digits.isEmpty, let number = Int(digits) {
            let id = knownID ?? Suggestion.slug(String(name.dropFirst(digits.count)))
            return warning("folder '\(name)' is not named NN-id, so Seams skips it: "
                           + "rename it to '\(renamed(number: number, id: id.isEmpty ? "ID" : id))'"
                           + (id.isEmpty ? ", where ID is the lesson's id" : ""))
        }
        guard folder.hasLessonFile else { return [] }
        let id = knownID ?? Suggestion.slug(name)
        return warning("folder '\(name)' has a lesson.md but no number, so Seams skips it: "
                       + "rename it to 'NN-\(id.isEmpty ? "ID" : id)', where NN sets its place in the list")
    }

    /// The `id` is a slug and equals the folder's id part.
    static func id(_ entries: [FrontMatterEntry], folder: LessonFolderEntry, path: String) -> [Diagnostic] {
        guard let entry = entries.entry("id"), let id = entry.value.string,
              !id.allSatisfy(\.isWhitespace) else { return [] }
        let value = entry.value
        var found: [Diagnostic] = []
        if !LessonFolderName.isValidID(id) {
            let slug = Suggestion.slug(id)
            found.append(Diagnostic(path: path, line: value.line, column: value.column, message:
                "id '\(id)' is not a lowercase slug: use only a-z, 0-9 and single hyphens, such as '"
                + (slug.isEmpty ? "constructor-injection" : slug) + "'"))
        }
        if let parsed = folder.parsedName, parsed.id != id {
            found.append(Diagnostic(path: path, line: value.line, column: value.column, message:
                "id '\(id)' does not match the folder name '\(folder.name)': change the id to '\(parsed.id)' "
                + "or rename the folder to '\(renamed(number: parsed.number, id: id))'"))
        }
        return found
    }

    /// Two lessons with one id, or one number, make `seams show` and the list order ambiguous.
    /// Every lesson involved is told which others it clashes with.
    static func duplicates(_ lessons: [LessonUnderCheck]) -> [LintFinding] {
        let ids = clashes(lessons, by: \.id) { id, lesson, others in
            let value = lesson.entries?.entry("id")?.value
            return Diagnostic(path: lesson.path, line: value?.line ?? 1, column: value?.column ?? 1,
                              message: "id '\(id)' is also used by \(others): give each lesson its own id")
        }
        let numbers = clashes(lessons, by: \.folder.parsedName?.number) { number, lesson, others in
            Diagnostic(path: lesson.path, line: 1, message: "number \(LessonFolderName.format(number)) is also used by \(others): "
                       + "renumber the folders so that each lesson has its own place in the list")
        }
        return ids + numbers
    }

    /// A finding for every lesson that shares its `key` with another; `others` names the rest.
    private static func clashes<Key: Hashable>(
        _ lessons: [LessonUnderCheck], by key: (LessonUnderCheck) -> Key?,
        _ diagnostic: (Key, LessonUnderCheck, _ others: String) -> Diagnostic
    ) -> [LintFinding] {
        let keyed = lessons.compactMap { lesson in key(lesson).map { (key: $0, lesson: lesson) } }
        return Dictionary(grouping: keyed, by: \.key).filter { $0.value.count > 1 }.flatMap { key, group in
            group.map { member in
                let others = group.map(\.lesson.folder.name).filter { $0 != member.lesson.folder.name }
                    .sorted().map { "'\($0)'" }
                return LintFinding(diagnostic(key, member.lesson, Suggestion.list(others)), lesson: member.lesson.name)
            }
        }
    }

    private static func renamed(number: Int, id: String) -> String {
        "\(LessonFolderName.format(number))-\(id)"
    }

}
