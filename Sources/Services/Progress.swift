import Dependencies
import Foundation

/// What a learner has done: steps read, quiz results, lessons completed, and where they were.
public struct LearnerProgress: Codable, Hashable, Sendable {
    public var version = 1
    public var lessons: [String: LessonProgress] = [:]

    public init(lessons: [String: LessonProgress] = [:]) {
        self.lessons = lessons
    }

    /// Everything in either: read steps and completions are never lost, the better quiz wins.
    public func merged(with other: LearnerProgress) -> LearnerProgress {
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

    private enum CodingKeys: String, CodingKey { case stepsRead, stepCount, quiz, completed }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stepsRead = try container.decodeIfPresent(Set<Int>.self, forKey: .stepsRead) ?? []
        stepCount = try container.decodeIfPresent(Int.self, forKey: .stepCount) ?? 0
        quiz = try container.decodeIfPresent(QuizScore.self, forKey: .quiz)
        completed = try container.decodeIfPresent(Date.self, forKey: .completed)
    }

    // Steps in order, so the file reads well and diffs small.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stepsRead.sorted(), forKey: .stepsRead)
        try container.encode(stepCount, forKey: .stepCount)
        try container.encodeIfPresent(quiz, forKey: .quiz)
        try container.encodeIfPresent(completed, forKey: .completed)
    }

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
        public var progress: LearnerProgress
        /// Set when the file did not parse and was moved aside.
        public var warning: String?
    }

    private let files: FilesClient

    /// A store on the files client in force where it is made: the live one, the tour's
    /// sandbox, or a test's.
    public init() {
        @Dependency(\.files) var files
        self.files = files
    }

    /// The saved progress. A file that does not parse is moved aside to a timestamped name,
    /// kept, and named in the warning; Seams starts fresh.
    public func load() -> Loaded {
        @Dependency(\.date.now) var now
        let data: Data?
        do {
            data = try files.read(Self.fileName)
        } catch {
            return Loaded(progress: LearnerProgress(), warning: "Could not read \(files.folder())/\(Self.fileName): \(error.localizedDescription)")
        }
        guard let data else { return Loaded(progress: LearnerProgress()) }
        do {
            return Loaded(progress: try Self.decode(data))
        } catch {
            let stamp = Self.stamp(now)
            do {
                let aside = try files.moveAside(Self.fileName, "corrupt-\(stamp)")
                return Loaded(progress: LearnerProgress(),
                              warning: "\(files.folder())/\(Self.fileName) did not parse; kept as \(aside), starting fresh.")
            } catch {
                return Loaded(progress: LearnerProgress(),
                              warning: "\(files.folder())/\(Self.fileName) did not parse and could not be moved aside: \(error.localizedDescription)")
            }
        }
    }

    /// Applies `change` to the progress on disk, merged with `known`, and writes it back
    /// atomically under a lock: a second Seams that saved meanwhile keeps its completions.
    /// Returns what was written.
    @discardableResult
    public func save(_ known: LearnerProgress, change: @Sendable (inout LearnerProgress) -> Void = { _ in }) throws -> LearnerProgress {
        nonisolated(unsafe) var written = known
        try files.update(Self.fileName) { current in
            var progress = (current.flatMap { try? Self.decode($0) } ?? LearnerProgress()).merged(with: known)
            change(&progress)
            written = progress
            return try Self.encode(progress)
        }
        return written
    }

    /// Removes one lesson's progress, or everything. A reset is not a merge: what is on
    /// disk for that lesson goes.
    public func reset(_ lesson: String?) throws {
        try files.update(Self.fileName) { current in
            var progress = current.flatMap { try? Self.decode($0) } ?? LearnerProgress()
            if let lesson { progress.lessons[lesson] = nil } else { progress = LearnerProgress() }
            return try Self.encode(progress)
        }
    }

    static func decode(_ data: Data) throws -> LearnerProgress {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(LearnerProgress.self, from: data)
    }

    static func encode(_ progress: LearnerProgress) throws -> Data {
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

/// Something a learner did that counts toward progress.
public enum ProgressChange: Hashable, Sendable {
    /// Step `step` of `count` was shown; `hasQuiz` says whether completing needs a quiz too.
    case stepRead(Int, of: Int, hasQuiz: Bool)
    /// The quiz ended with `correct` of `total` right; the lesson has `stepCount` steps.
    case quiz(correct: Int, total: Int, stepCount: Int)

    /// Applies the change to one lesson's progress, marking it complete at `now` when its
    /// steps are read and its quiz (if any) is passed.
    public func apply(to lesson: inout LessonProgress, now: Date) {
        let needsQuiz: Bool
        switch self {
        case .stepRead(let step, let count, let hasQuiz):
            lesson.stepsRead.insert(step)
            lesson.stepCount = max(lesson.stepCount, count)
            needsQuiz = hasQuiz
        case .quiz(let correct, let total, let stepCount):
            let score = QuizScore(correct: correct, total: total)
            if score.correct > (lesson.quiz?.correct ?? -1) { lesson.quiz = score }
            lesson.stepCount = max(lesson.stepCount, stepCount)
            needsQuiz = true
        }
        let quizDone = !needsQuiz || lesson.quiz?.passed == true
        if lesson.completed == nil, lesson.allStepsRead, quizDone { lesson.completed = now }
    }

    /// The event a classroom server hears about.
    public var eventName: String {
        switch self {
        case .stepRead: "step"
        case .quiz: "quiz"
        }
    }
}
