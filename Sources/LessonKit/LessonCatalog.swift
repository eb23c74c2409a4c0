import Foundation

/// What changed in the lessons folder since the last look.
public struct LessonFolderChange: Hashable, Sendable {
    /// Every lesson, as it is now.
    public var lessons: [Lesson]
    /// Folder names (`03-wrapper-class`) with any file added, changed or removed.
    public var changedFolders: Set<String>

    public init(lessons: [Lesson], changedFolders: Set<String>) {
        self.lessons = lessons
        self.changedFolders = changedFolders
    }
}

/// The lessons of one folder, kept up to date by polling modification times: a lesson's
/// `lesson.md` is read again only when its size or time changed, and snippets are left to
/// whoever shows the lesson.
public struct LessonCatalog: Sendable {
    public let directory: String
    public private(set) var lessons: [Lesson] = []
    /// How many `lesson.md` files were read, in all: unchanged files are never read again.
    public private(set) var filesRead = 0

    private var snapshot: [String: FileStamp] = [:]
    private var cache: [String: (stamp: FileStamp, lesson: Lesson)] = [:]

    public init(directory: String) throws(LessonFolderError) {
        self.directory = directory
        snapshot = Self.snapshot(of: directory)
        lessons = try rediscover()
    }

    /// Looks at the folder again; nil when nothing under it changed.
    public mutating func poll() -> LessonFolderChange? {
        let current = Self.snapshot(of: directory)
        guard current != snapshot else { return nil }
        var changed = Set<String>()
        for path in Set(current.keys).union(snapshot.keys) where current[path] != snapshot[path] {
            if let folder = path.split(separator: "/").first { changed.insert(String(folder)) }
        }
        snapshot = current
        // A folder that cannot be listed any more keeps the lessons already shown.
        if let fresh = try? rediscover() { lessons = fresh }
        return LessonFolderChange(lessons: lessons, changedFolders: changed)
    }

    private mutating func rediscover() throws(LessonFolderError) -> [Lesson] {
        var kept: [String: (stamp: FileStamp, lesson: Lesson)] = [:]
        let result = try LessonLoader.lessonFolders(in: directory).map { folder -> Lesson in
            let relative = folder.name + "/lesson.md"
            let stamp = snapshot[relative] ?? FileStamp.of(LessonLoader.join(directory, relative))
            if let stamp, let cached = cache[relative], cached.stamp == stamp {
                kept[relative] = cached
                return cached.lesson
            }
            filesRead += 1
            let lesson = LessonLoader.readLesson(folderName: folder.name, number: folder.number,
                                                 folderPath: LessonLoader.join(directory, folder.name))
            if let stamp { kept[relative] = (stamp, lesson) }
            return lesson
        }
        cache = kept
        return result
    }

    /// Every file below `directory` (two levels: lesson folders and their files, and one
    /// more for snippets kept in subfolders), keyed by path relative to it.
    static func snapshot(of directory: String) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return result }
        while let relative = enumerator.nextObject() as? String {
            if enumerator.level > 3 { enumerator.skipDescendants(); continue }
            if let stamp = FileStamp.of(LessonLoader.join(directory, relative)), !stamp.isDirectory {
                result[relative] = stamp
            }
        }
        return result
    }
}

/// Size and modification time of a file: enough to tell that it changed without reading it.
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
    var isDirectory: Bool

    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileStamp(size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec),
                         isDirectory: (info.st_mode & S_IFMT) == S_IFDIR)
    }
}
