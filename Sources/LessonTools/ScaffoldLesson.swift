import Foundation
import LessonKit

/// A new lesson's folder and files, planned in memory; `write(into:)` puts them on disk.
public struct LessonScaffold: Hashable, Sendable {
    /// One file of the new lesson, named relative to its folder.
    public struct File: Hashable, Sendable {
        public var name: String
        public var contents: String

        public init(name: String, contents: String) {
            self.name = name
            self.contents = contents
        }
    }

    /// `NN-id`, numbered after the lessons already there.
    public var folderName: String
    public var id: String
    public var title: String
    public var technique: String
    /// `lesson.md`, `before.swift`, `after.swift` and `test.swift`, in that order.
    public var files: [File]

    /// Plans a lesson with the next free number after `existingFolders` (the names in the
    /// lessons folder; names that are not `NN-id` are ignored). The first lesson in an empty
    /// folder is `01`, because `00` is kept for an introduction. `existingIDs` adds ids taken by
    /// lessons whose front matter disagrees with their folder name.
    public static func plan(id: String, title: String? = nil, technique: String? = nil,
                            existingFolders: [String], existingIDs: Set<String> = []) throws(ScaffoldError) -> LessonScaffold {
        guard isValidID(id) else { throw .invalidID(id) }
        let folders = existingFolders.compactMap { name in LessonFolderName(name).map { (name, $0) } }
        if let taken = folders.first(where: { $0.1.id == id }) {
            throw .duplicateID(id: id, folder: taken.0)
        }
        if existingIDs.contains(id) { throw .duplicateID(id: id, folder: nil) }

        let title = try value(title, key: "title") ?? defaultTitle(for: id)
        let technique = try value(technique, key: "technique") ?? title
        let number = (folders.map(\.1.number).max() ?? 0) + 1
        let folderName = LessonFolderName.format(number) + "-" + id
        let files = [
            File(name: "lesson.md", contents: ScaffoldTemplates.lesson(id: id, title: title, technique: technique)),
            File(name: SnippetKind.before.fileName, contents: ScaffoldTemplates.before),
            File(name: SnippetKind.after.fileName, contents: ScaffoldTemplates.after),
            File(name: SnippetKind.test.fileName, contents: ScaffoldTemplates.test),
        ]
        return LessonScaffold(folderName: folderName, id: id, title: title, technique: technique, files: files)
    }

    /// Creates the folder inside `lessonsDirectory` and writes the files, never replacing
    /// anything. Returns the paths created: the folder, then each file. If a file cannot be
    /// written the folder is removed again, so a failed run leaves nothing half made.
    @discardableResult
    public func write(into lessonsDirectory: String) throws(ScaffoldError) -> [String] {
        let manager = FileManager.default
        let folder = lessonsDirectory.hasSuffix("/") ? lessonsDirectory + folderName
                                                     : lessonsDirectory + "/" + folderName
        guard !manager.fileExists(atPath: folder) else { throw .alreadyExists(path: folder) }
        do {
            // Not intermediate: the lessons folder must already be there, and a folder that
            // appeared since the check above makes this fail instead of being written into.
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
        } catch {
            throw .cannotWrite(path: folder, reason: error.localizedDescription)
        }
        var created = [folder]
        for file in files {
            let path = folder + "/" + file.name
            do {
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
            } catch {
                try? manager.removeItem(atPath: folder)
                throw .cannotWrite(path: path, reason: error.localizedDescription)
            }
            created.append(path)
        }
        return created
    }

    /// A lowercase slug: `[a-z0-9]+(-[a-z0-9]+)*`.
    public static func isValidID(_ id: String) -> Bool { LessonFolderName.isValidID(id) }

    /// `constructor-injection` becomes `Constructor injection`, in the sentence case that
    /// lesson titles use.
    public static func defaultTitle(for id: String) -> String {
        let words = id.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// A title or technique from the command line: trimmed, and on one line, because each
    /// front matter value must be.
    private static func value(_ text: String?, key: String) throws(ScaffoldError) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .invalidValue(key: key, reason: "must not be empty") }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalidValue(key: key, reason: "must be a single line")
        }
        return trimmed
    }
}

/// Why `seams new` could not create a lesson.
public enum ScaffoldError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidID(String)
    /// `folder` is nil when the id was found only in a lesson's front matter.
    case duplicateID(id: String, folder: String?)
    case invalidValue(key: String, reason: String)
    case alreadyExists(path: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidID(let id):
            "'\(id)' is not a valid lesson id: use lowercase letters and digits in words joined by "
                + "single hyphens, such as constructor-injection"
        case .duplicateID(let id, let folder?):
            "a lesson with id '\(id)' already exists: \(folder)"
        case .duplicateID(let id, nil):
            "a lesson with id '\(id)' already exists"
        case .invalidValue(let key, let reason):
            "the \(key) \(reason)"
        case .alreadyExists(let path):
            "\(path) already exists; nothing was written"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
