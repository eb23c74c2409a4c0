import Dependencies
import Foundation

/// What a learner has done: steps read, quiz results, lessons completed, and where they were.
public struct Progress: Codable, Hashable, Sendable {
    public var version = 1
    public var lessons: [String: LessonProgress] = [:]

    public init(lessons: [String: LessonProgress] = [:]) {
        self.lessons = lessons
    }

    /// Everything in either: read steps and completions are never lost, the better quiz wins.
    public func merged(with other: Progress) -> Progress {
        var result = self
        for (id, theirs) in other.lessons {
            result.lessons[id] = result.lessons[id].map { $0.merged(with: theirs) } ?? theirs
        }
        return result
    }

    public subscript(lesson id: String) -> LessonProgress {
        get { lessons[id] ?? LessonProgress() }
        set { lessons[id] = newValue }
    }
}

public struct LessonProgress: Codable, Hashable, Sendable {
    /// Steps read, by index from 0.
    public var stepsRead: Set<Int> = []
    /// How many steps the lesson had when last read.
    public var stepCount = 0
    /// The best quiz result.
    public var quiz: QuizScore?
    /// When the lesson was first completed: all steps read and the quiz passed.
    public var completed: Date?

    public init(stepsRead: Set<Int> = [], stepCount: Int = 0, quiz: QuizScore? = nil, completed: Date? = nil) {
        self.stepsRead = stepsRead
        self.stepCount = stepCount
        self.quiz = quiz
        self.completed = completed
    }

    public var allStepsRead: Bool { stepCount > 0 && (0..<stepCount).allSatisfy(stepsRead.contains) }

    public func merged(with other: LessonProgress) -> LessonProgress {
        var result = self
        result.stepsRead.formUnion(other.stepsRead)
        result.stepCount = max(stepCount, other.stepCount)
        if let theirs = other.quiz, theirs.correct > (quiz?.correct ?? -1) { result.quiz = theirs }
        result.completed = [completed, other.completed].compactMap { $0 }.min()
        return result
    }
}

public struct QuizScore: Codable, Hashable, Sendable {
    public var correct: Int
    public var total: Int

    public init(correct: Int, total: Int) {
        self.correct = correct
        self.total = total
    }

    /// Passing means at least two answers in three right.
    public var passed: Bool { total > 0 && correct * 3 >= total * 2 }
}

/// Reads and writes `progress.json` through the files client.
public struct ProgressStore: Sendable {
    public static let fileName = "progress.json"

    /// What loading found.
    public struct Loaded: Sendable {
        public var progress: Progress
        /// Set when the file did not parse and was moved aside.
        public var warning: String?
    }

    public init() {}

    /// The saved progress. A file that does not parse is moved aside to a timestamped name,
    /// kept, and named in the warning; Seams starts fresh.
    public func load() -> Loaded {
        @Dependency(\.files) var files
        @Dependency(\.date.now) var now
        let data: Data?
        do {
            data = try files.read(Self.fileName)
        } catch {
            return Loaded(progress: Progress(), warning: "Could not read \(files.folder())/\(Self.fileName): \(error.localizedDescription)")
        }
        guard let data else { return Loaded(progress: Progress()) }
        do {
            return Loaded(progress: try Self.decode(data))
        } catch {
            let stamp = Self.stamp(now)
            do {
                let aside = try files.moveAside(Self.fileName, "corrupt-\(stamp)")
                return Loaded(progress: Progress(),
                              warning: "\(files.folder())/\(Self.fileName) did not parse; kept as \(aside), starting fresh.")
            } catch {
                return Loaded(progress: Progress(),
                              warning: "\(files.folder())/\(Self.fileName) did not parse and could not be moved aside: \(error.localizedDescription)")
            }
        }
    }

    /// Applies `change` to the progress on disk, merged with `known`, and writes it back
    /// atomically under a lock: a second Seams that saved meanwhile keeps its completions.
    /// Returns what was written.
    @discardableResult
    public func save(_ known: Progress, change: @Sendable (inout Progress) -> Void = { _ in }) throws -> Progress {
        @Dependency(\.files) var files
        nonisolated(unsafe) var written = known
        try files.update(Self.fileName) { current in
            var progress = (current.flatMap { try? Self.decode($0) } ?? Progress()).merged(with: known)
            change(&progress)
            written = progress
            return try Self.encode(progress)
        }
        return written
    }

    /// Removes one lesson's progress, or everything. A reset is not a merge: what is on
    /// disk for that lesson goes.
    public func reset(_ lesson: String?) throws {
        @Dependency(\.files) var files
        try files.update(Self.fileName) { current in
            var progress = current.flatMap { try? Self.decode($0) } ?? Progress()
            if let lesson { progress.lessons[lesson] = nil } else { progress = Progress() }
            return try Self.encode(progress)
        }
    }

    static func decode(_ data: Data) throws -> Progress {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Progress.self, from: data)
    }

    static func encode(_ progress: Progress) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(progress) + Data("\n".utf8)
    }

    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
