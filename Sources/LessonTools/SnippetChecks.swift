import Foundation
import LessonKit

/// The snippet files a lesson shows: named under `snippets` or found by their default
/// names, present, inside the lesson's own folder, UTF-8 and of a sensible size.
enum SnippetChecks {
    /// Larger than this, a file is not a snippet, and reading it would slow the app down.
    static let sizeLimit = 256 * 1024

    static func check(_ entries: [FrontMatterEntry], folderPath: String, lessonPath: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var named: [SnippetKind: FrontMatterValue] = [:]
        if let snippets = entries.entry("snippets") {
            if let items = snippets.value.mapping {
                for item in items {
                    if let kind = SnippetKind(rawValue: item.key) {
                        named[kind] = item.value
                    } else {
                        found += unknownKind(item, path: lessonPath)
                    }
                }
            } else {
                found.append(Diagnostic(path: lessonPath, line: snippets.value.line, column: snippets.value.column,
                    message: "'snippets' must be a mapping from before, after or test to a file name: "
                             + "put each on its own indented line, such as '  before: start.swift'"))
            }
        }
        let folderName = (folderPath as NSString).lastPathComponent
        for kind in SnippetKind.allCases {
            if let value = named[kind] {
                let at = Location(path: lessonPath, line: value.line, column: value.column)
                found += namedFile(kind, value, folderPath: folderPath, folderName: folderName, at: at)
            } else {
                found += defaultFile(kind, folderPath: folderPath, folderName: folderName)
            }
        }
        return found
    }

    /// Where a snippet's problems are reported: its `snippets` entry, or the file itself.
    struct Location {
        var path: String
        var line: Int
        var column: Int

        func error(_ message: String) -> Diagnostic {
            Diagnostic(path: path, line: line, column: column, message: message)
        }
    }

    private static func unknownKind(_ item: FrontMatterEntry, path: String) -> [Diagnostic] {
        let kinds = SnippetKind.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: item.key, among: kinds).map { "did you mean '\($0)'?" }
            ?? "use before, after or test"
        return [Diagnostic(path: path, line: item.line, column: item.column, severity: .warning,
                           message: "unknown snippet '\(item.key)' under 'snippets' is ignored: \(hint)")]
    }

    private static func namedFile(_ kind: SnippetKind, _ value: FrontMatterValue, folderPath: String,
                                  folderName: String, at location: Location) -> [Diagnostic] {
        guard let name = value.string, !name.allSatisfy(\.isWhitespace) else {
            return [location.error("the '\(kind.rawValue)' snippet must be a file name on one line, "
                                   + "such as '\(kind.rawValue): \(kind.fileName)'")]
        }
        if name.hasPrefix("/") {
            return [location.error("snippet path '\(name)' is absolute: give a path relative to the lesson "
                                   + "folder, such as '\((name as NSString).lastPathComponent)'")]
        }
        if name.split(separator: "/").contains("..") {
            return [location.error("snippet path '\(name)' leaves the lesson folder: "
                                   + "move the file into \(folderName)/ and name it without '..'")]
        }
        let path = FileSystem.join(folderPath, name)
        guard FileSystem.exists(path) else {
            return [location.error("snippet file '\(name)' does not exist in \(folderName)/: "
                                   + "create it, or fix the name under 'snippets'")]
        }
        return fileProblems(name, path: path, folderPath: folderPath, folderName: folderName, at: location)
    }

    private static func defaultFile(_ kind: SnippetKind, folderPath: String, folderName: String) -> [Diagnostic] {
        let path = FileSystem.join(folderPath, kind.fileName)
        let location = Location(path: path, line: 1, column: 1)
        guard FileSystem.exists(path) else {
            // test.swift is optional; the other two are what the code pane is for.
            guard kind != .test else { return [] }
            let shows = kind == .before ? "the code before the seam" : "the code with the seam opened"
            return [Diagnostic(path: path, line: 1, severity: .warning, message:
                "\(kind.fileName) is missing, so the code pane cannot show \(shows): "
                + "add it, or name another file under 'snippets'")]
        }
        return fileProblems(kind.fileName, path: path, folderPath: folderPath, folderName: folderName, at: location)
    }

    /// Problems with a snippet file that exists. Where it really lives is settled first, so
    /// that nothing outside the lesson folder is ever read.
    private static func fileProblems(_ name: String, path: String, folderPath: String, folderName: String,
                                     at location: Location) -> [Diagnostic] {
        guard !FileSystem.isDirectory(path) else {
            return [location.error("snippet '\(name)' is a folder, not a file: name a .swift file")]
        }
        guard let real = FileSystem.realPath(path), let realFolder = FileSystem.realPath(folderPath) else {
            return [location.error("snippet '\(name)' cannot be read: check its permissions")]
        }
        guard real.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/") else {
            return [location.error("snippet '\(name)' resolves to '\(real)', outside the lesson folder "
                                   + "(through a symbolic link): copy the file into \(folderName)/ instead")]
        }
        if let size = FileSystem.size(real), size > sizeLimit {
            return [location.error("snippet '\(name)' is \((size + 1023) / 1024) KiB, over the \(sizeLimit / 1024) KiB "
                                   + "limit: cut it down to the code the lesson needs (about 70 lines)")]
        }
        guard let data = FileSystem.contents(real) else {
            return [location.error("snippet '\(name)' cannot be read: check its permissions")]
        }
        guard String(validating: data, as: UTF8.self) != nil else {
            return [location.error("snippet '\(name)' is not valid UTF-8 (the first bad byte is on line "
                                   + "\(FileSystem.firstInvalidUTF8Line(data))): save it with UTF-8 encoding")]
        }
        return []
    }
}
