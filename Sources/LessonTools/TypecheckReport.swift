import LessonKit

/// The snippet files of one lesson, named the way diagnostics should show them.
public struct LessonSnippetFiles: Hashable, Sendable {
    /// The lesson's id, to say which lesson a result belongs to.
    public var lessonID: String
    /// Each snippet present, by kind. A path is reported as given; a relative one is read
    /// relative to the type-checker's working directory.
    public var paths: [SnippetKind: String]

    public init(lessonID: String, paths: [SnippetKind: String]) {
        self.lessonID = lessonID
        self.paths = paths
    }
}

/// One `swiftc -typecheck` run over some of a lesson's snippets.
public struct TypecheckRun: Hashable, Sendable {
    /// The snippets compiled together: `[.before]`, `[.after]` or `[.after, .test]`.
    public var kinds: [SnippetKind]
    public var exit: CompilerExit
    /// Errors and warnings, located in the snippet files (or the prelude).
    public var diagnostics: [Diagnostic]
    /// Everything the compiler printed, notes and source excerpts included.
    public var output: String
    public var duration: Duration

    public init(kinds: [SnippetKind], exit: CompilerExit, diagnostics: [Diagnostic], output: String,
                duration: Duration) {
        self.kinds = kinds
        self.exit = exit
        self.diagnostics = diagnostics
        self.output = output
        self.duration = duration
    }

    /// The compiler exited cleanly and reported no error. Warnings do not fail a run.
    public var passed: Bool {
        exit.succeeded && !diagnostics.contains { $0.severity == .error }
    }

    /// `before.swift`, `after.swift + test.swift`: for progress lines and summaries.
    public var label: String { kinds.map(\.fileName).joined(separator: " + ") }
}

/// The type-check result of one lesson.
public struct LessonTypecheck: Hashable, Sendable {
    public var lessonID: String
    /// The runs in order: before, after, then after with test.
    public var runs: [TypecheckRun]
    /// Set when the lesson's snippets were not compiled at all, with the reason.
    public var skipped: String?

    public init(lessonID: String, runs: [TypecheckRun], skipped: String? = nil) {
        self.lessonID = lessonID
        self.runs = runs
        self.skipped = skipped
    }

    /// True only when every run passed; a skipped lesson did not pass. A lesson without any
    /// snippet file has nothing to compile and passes here: `seams lint` reports the missing files.
    public var passed: Bool { skipped == nil && runs.allSatisfy(\.passed) }

    /// Every run's diagnostics, each once: `after.swift` is compiled twice, and its
    /// problems would otherwise be reported twice.
    public var diagnostics: [Diagnostic] { unique(runs.flatMap(\.diagnostics)) }
}

/// The result of type-checking a set of lessons.
public struct TypecheckReport: Hashable, Sendable {
    /// Where the prelude came from: a file's path or `TypecheckPrelude.builtInPath`.
    public var preludePath: String
    /// Problems in the prelude itself. When there are errors here the lessons are skipped.
    public var preludeDiagnostics: [Diagnostic]
    /// One entry per lesson, in the order they were given.
    public var lessons: [LessonTypecheck]
    /// Wall-clock time for the whole check.
    public var duration: Duration

    public init(preludePath: String, preludeDiagnostics: [Diagnostic], lessons: [LessonTypecheck],
                duration: Duration) {
        self.preludePath = preludePath
        self.preludeDiagnostics = preludeDiagnostics
        self.lessons = lessons
        self.duration = duration
    }

    /// Every diagnostic: the prelude's first, then each lesson's.
    public var diagnostics: [Diagnostic] { preludeDiagnostics + lessons.flatMap(\.diagnostics) }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// True when the prelude built and every lesson passed.
    public var passed: Bool {
        !preludeDiagnostics.contains { $0.severity == .error } && lessons.allSatisfy(\.passed)
    }

    /// The lessons that did not pass.
    public var failedLessons: [LessonTypecheck] { lessons.filter { !$0.passed } }
}

/// The diagnostics in order, each kept the first time it appears.
private func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    return diagnostics.filter { seen.insert($0).inserted }
}
