import Foundation
import LessonKit

/// Why a lessons folder could not be checked at all (one broken lesson is never this).
public struct UnreadableLessonsFolder: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// A folder directly inside the lessons folder, before anything in it is read.
struct LessonFolderEntry: Hashable, Sendable {
    var name: String
    var path: String
    var hasLessonFile: Bool

    var lessonFilePath: String { FileSystem.join(path, "lesson.md") }
    /// `NN-id` split, when the name has that shape (as loosely as the app reads it).
    var parsedName: LessonFolderName? { LessonFolderName(name) }
    /// Whether the app lists this folder as a lesson, and so whether it is checked in full.
    var isLesson: Bool { hasLessonFile && parsedName != nil }
}

/// Lists the folders of a lessons folder. Unlike the app's discovery it keeps folders the
/// app skips, so that a misnamed lesson can be reported instead of silently vanishing.
enum LessonFolderScan {
    static func entries(in directory: String) throws(UnreadableLessonsFolder) -> [LessonFolderEntry] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw UnreadableLessonsFolder(path: directory, reason: "no such folder")
        }
        guard isDirectory.boolValue else {
            throw UnreadableLessonsFolder(path: directory, reason: "is not a folder")
        }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            throw UnreadableLessonsFolder(path: directory, reason: "cannot be read (\(error.localizedDescription))")
        }
        return names.sorted().compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let path = FileSystem.join(directory, name)
            guard FileSystem.isDirectory(path) else { return nil }
            return LessonFolderEntry(name: name, path: path,
                                     hasLessonFile: manager.fileExists(atPath: FileSystem.join(path, "lesson.md")))
        }
    }
}
