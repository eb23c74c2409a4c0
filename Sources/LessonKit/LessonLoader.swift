import Foundation
import Markup

/// Why a lessons folder could not be read at all (a single broken lesson is not this).
public struct LessonFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

/// Finds lesson folders and reads them. Discovery reads only `lesson.md` and its front
/// matter; Markdown and snippets are parsed when a lesson is opened.
public enum LessonLoader {
    /// Every `NN-id` folder under `directory` that holds a `lesson.md`, in number order. A
    /// lesson whose front matter does not parse is returned as broken, never dropped.
    public static func discover(in directory: String) throws(LessonFolderError) -> [Lesson] {
        try lessonFolders(in: directory).map { folder in
            readLesson(folderName: folder.name, number: folder.number, folderPath: join(directory, folder.name))
        }
    }

    /// The `NN-id` folders under `directory` that hold a `lesson.md`, in number order.
    public static func lessonFolders(in directory: String) throws(LessonFolderError) -> [(name: String, number: Int)] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LessonFolderError(path: directory, reason: "no such folder")
        }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            throw LessonFolderError(path: directory, reason: "cannot be read (\(error.localizedDescription))")
        }
        return names.compactMap { name -> (name: String, number: Int)? in
            guard let parsed = LessonFolderName(name) else { return nil }
            let path = join(directory, name)
            var isDir: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue,
                  manager.fileExists(atPath: join(path, "lesson.md")) else { return nil }
            return (name, parsed.number)
        }
        .sorted { ($0.number, $0.name) < ($1.number, $1.name) }
    }

    /// Reads one lesson folder's `lesson.md`.
    public static func readLesson(folderName: String, number: Int?, folderPath: String) -> Lesson {
        let file = join(folderPath, "lesson.md")
        let text: String
        switch readUTF8(file) {
        case .success(let value): text = value
        case .failure(let diagnostic):
            return Lesson(number: number, folderName: folderName, folderPath: folderPath, status: .broken(diagnostic))
        }
        switch FrontMatterParser.parse(text, path: file) {
        case .success(let source):
            return Lesson(number: number, folderName: folderName, folderPath: folderPath,
                          status: .ready(source.frontMatter), body: source.body, bodyLine: source.bodyLine)
        case .failure(let diagnostic):
            return Lesson(number: number, folderName: folderName, folderPath: folderPath, status: .broken(diagnostic))
        }
    }

    /// The steps and snippets of an opened lesson. Swift snippets are highlighted here, once.
    public static func content(for lesson: Lesson) -> LessonContent {
        var diagnostics: [Diagnostic] = []
        let steps = Markdown.sections(lesson.body).map { section in
            let document = Markdown.parse(section.body)
            for issue in document.issues {
                diagnostics.append(Diagnostic(path: lesson.lessonFilePath,
                                              line: lesson.bodyLine + section.bodyStartLine - 2 + issue.line,
                                              severity: .error, message: issue.message))
            }
            return LessonStep(title: section.title, blocks: document.blocks,
                              line: lesson.bodyLine + section.bodyStartLine - 1)
        }
        var snippets: [SnippetKind: Snippet] = [:]
        for kind in SnippetKind.allCases {
            guard let file = snippetFile(kind, of: lesson) else { continue }
            let path: String
            switch file {
            case .success(let found): path = found
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                continue
            }
            switch readUTF8(path) {
            case .success(let source):
                snippets[kind] = Snippet(kind: kind, path: path, source: source,
                                         lines: SwiftHighlighter.highlight(source))
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        return LessonContent(steps: steps, snippets: snippets, diagnostics: diagnostics)
    }

    /// Snippets larger than this are not shown (or compiled): highlighting them would stall
    /// the interface, and no lesson needs that much code.
    public static let snippetSizeLimit = 256 * 1024

    /// The file a lesson's snippet comes from, when it may be read: nil when there is none;
    /// a diagnostic when it leads outside the lesson's folder or is over the size limit.
    /// The reader and the type-checker both ask here, so neither reads what the other refuses.
    public static func snippetFile(_ kind: SnippetKind, of lesson: Lesson) -> Result<String, Diagnostic>? {
        let path = lesson.snippetPath(kind)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return nil
        }
        guard isInside(path, folder: lesson.folderPath) else {
            return .failure(Diagnostic(path: lesson.lessonFilePath, line: 1, message:
                "snippet '\(kind.rawValue)' leads outside the lesson folder and is not shown"))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= snippetSizeLimit else {
            return .failure(Diagnostic(path: path, line: 1, message:
                "is \(size / 1024) KiB, over the \(snippetSizeLimit / 1024) KiB limit for snippets, and is not shown"))
        }
        return .success(path)
    }

    /// Whether `path`, with symbolic links resolved, is inside `folder`: a lesson shows its
    /// own files and nothing else on the machine.
    static func isInside(_ path: String, folder: String) -> Bool {
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
        return file.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    static func readUTF8(_ path: String) -> Result<String, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(path: path, line: 1, message: "cannot be read"))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(Diagnostic(path: path, line: 1, message: "is not valid UTF-8"))
        }
        return .success(text)
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
