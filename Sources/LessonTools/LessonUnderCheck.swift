import Foundation
import LessonKit

/// One lesson folder as the checks see it: where it is and how far its `lesson.md` could be
/// read. Each stage that fails leaves the later ones nil and records why.
struct LessonUnderCheck: Sendable {
    var folder: LessonFolderEntry
    /// The fences found: body and line numbers. Nil when `lesson.md` could not be split.
    var block: FrontMatterBlock?
    /// The front matter's entries. Nil when the YAML did not parse.
    var entries: [FrontMatterEntry]?
    /// Why reading stopped early, located in `lesson.md`.
    var readProblem: Diagnostic?

    /// The front-matter id, when there is a non-empty one.
    var id: String? {
        guard let id = entries?.entry("id")?.value.string, !id.allSatisfy(\.isWhitespace) else { return nil }
        return id
    }

    /// What findings are filed under: the id, or the folder name when no id could be read.
    var name: String { id ?? folder.name }

    var path: String { folder.lessonFilePath }

    static func read(_ folder: LessonFolderEntry) -> LessonUnderCheck {
        var lesson = LessonUnderCheck(folder: folder)
        let path = folder.lessonFilePath
        guard let data = FileSystem.contents(path) else {
            lesson.readProblem = Diagnostic(path: path, line: 1, message:
                "lesson.md cannot be read: check that it is a file you have permission to read")
            return lesson
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            lesson.readProblem = Diagnostic(path: path, line: FileSystem.firstInvalidUTF8Line(data), message:
                "lesson.md is not valid UTF-8: save it with UTF-8 encoding")
            return lesson
        }
        switch FrontMatterParser.split(text, path: path) {
        case .failure(let diagnostic):
            lesson.readProblem = diagnostic
        case .success(let block):
            lesson.block = block
            switch FrontMatterParser.entries(of: block, path: path) {
            case .success(let entries): lesson.entries = entries
            case .failure(let diagnostic): lesson.readProblem = diagnostic
            }
        }
        return lesson
    }
}
