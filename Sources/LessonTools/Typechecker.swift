import Dispatch
import Foundation
import LessonKit
import Synchronization

/// Type-checks lesson snippets with `swiftc`, the way a learner's compiler would see them.
///
/// Each lesson gets up to three runs: `before.swift` alone, `after.swift` alone, and
/// `after.swift` with `test.swift`. `before.swift` is never compiled with `test.swift`: the
/// test is written against the seam, which `before.swift` does not have yet, so that pair
/// failing is the lesson's point, not a mistake, and reporting it would only be noise.
///
/// Every run sees the prelude, compiled once into its own module and imported implicitly, so
/// a snippet's own declarations shadow the prelude's rather than clash with them. Runs use the
/// Swift 6 language mode, `-parse-as-library` (a snippet is a file of declarations, whether it
/// is compiled alone or with the test) and `-D DEBUG`, so `#if DEBUG` code, which the lessons
/// show, is type-checked too. Compilers run in a temporary directory, removed afterwards, with
/// their module cache inside it unless `Options.moduleCachePath` names another one.
public struct SnippetTypechecker: Sendable {
    /// How the compiler is run.
    public struct Options: Sendable {
        /// The longest one compiler run may take before it is killed.
        public var timeout: Duration
        /// How many compilers run at once.
        public var maxConcurrentRuns: Int
        /// A module cache to use and keep; nil for a fresh one that is removed afterwards. A
        /// warm cache saves the few seconds a check otherwise spends loading Foundation.
        public var moduleCachePath: String?
        /// Appended to every compiler invocation, such as `-I` for a module lessons import.
        public var extraArguments: [String]
        /// The compiler's environment.
        public var environment: [String: String]
        /// What relative snippet paths are relative to.
        public var workingDirectory: String

        public init(timeout: Duration = .seconds(120),
                    maxConcurrentRuns: Int = ProcessInfo.processInfo.activeProcessorCount,
                    moduleCachePath: String? = nil,
                    extraArguments: [String] = [],
                    environment: [String: String] = ProcessInfo.processInfo.environment,
                    workingDirectory: String = FileManager.default.currentDirectoryPath) {
            self.timeout = timeout
            self.maxConcurrentRuns = max(1, maxConcurrentRuns)
            self.moduleCachePath = moduleCachePath
            self.extraArguments = extraArguments
            self.environment = environment
            self.workingDirectory = workingDirectory
        }
    }

    public var compiler: SwiftCompiler
    public var prelude: TypecheckPrelude
    public var options: Options

    public init(compiler: SwiftCompiler, prelude: TypecheckPrelude = .builtIn, options: Options = Options()) {
        self.compiler = compiler
        self.prelude = prelude
        self.options = options
    }

    /// Type-checks the snippets of `lessons` that exist on disk.
    public func check(_ lessons: [Lesson]) async -> TypecheckReport {
        await check(lessons.map { LessonSnippetFiles(lesson: $0) })
    }

    /// Type-checks the given snippet files, lessons in parallel, and reports every lesson.
    public func check(_ lessons: [LessonSnippetFiles]) async -> TypecheckReport {
        let started = ContinuousClock.now
        func report(_ preludeDiagnostics: [Diagnostic], _ results: [LessonTypecheck]) -> TypecheckReport {
            TypecheckReport(preludePath: prelude.path, preludeDiagnostics: preludeDiagnostics,
                            lessons: results, duration: ContinuousClock.now - started)
        }
        let scratch: Scratch
        do {
            scratch = try Scratch.create(moduleCachePath: options.moduleCachePath)
        } catch {
            let problem = Diagnostic(path: FileManager.default.temporaryDirectory.path, line: 1,
                                     message: "cannot create a temporary directory for swiftc: \(error)")
            return report([problem], skipAll(lessons, because: "no temporary directory"))
        }
        defer { scratch.remove() }

        let preludeRun = await buildPrelude(in: scratch)
        guard preludeRun.passed else {
            let problems = preludeRun.diagnostics
            return report(problems, skipAll(lessons, because: "the prelude \(prelude.path) does not compile"))
        }
        let results = await runLessons(lessons, in: scratch)
        return report(preludeRun.diagnostics, results)
    }

    /// `check(_:)` for synchronous callers such as a command's `run()`: blocks the calling
    /// thread until the report is ready. The work runs in a detached task, so this is safe to
    /// call from the main thread, but not from async code, which should await `check(_:)`.
    ///
    /// The compilers run in their own process groups, so Ctrl-C at the terminal reaches only
    /// this process. Meanwhile SIGINT, SIGTERM and SIGHUP cancel the check instead (which
    /// stops every compiler and removes the temporary directory), and then end the process
    /// as the signal would have.
    @available(*, noasync, message: "await check(_:) instead")
    public func checkBlocking(_ lessons: [Lesson]) -> TypecheckReport {
        let box = ReportBox()
        let done = DispatchSemaphore(value: 0)
        let task = Task.detached {
            let report = await check(lessons)
            box.report.withLock { $0 = report }
            done.signal()
        }
        let received = Mutex<Int32?>(nil)
        let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
        let sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                received.withLock { $0 = $0 ?? number }
                task.cancel()
            }
            source.resume()
            return source
        }
        done.wait()
        for (number, source) in zip(signals, sources) {
            source.cancel()
            signal(number, SIG_DFL)
        }
        if let number = received.withLock({ $0 }) {
            kill(getpid(), number)
        }
        return box.report.withLock { $0! }
    }

    // MARK: - Runs

    private struct Job: Sendable {
        var lesson: Int
        var run: Int
        var kinds: [SnippetKind]
        var paths: [String]
    }

    private func runLessons(_ lessons: [LessonSnippetFiles], in scratch: Scratch) async -> [LessonTypecheck] {
        let plans = lessons.map(Self.plannedRuns(for:))
        let jobs = plans.enumerated().flatMap { lessonIndex, plan in
            plan.enumerated().map { runIndex, kinds in
                Job(lesson: lessonIndex, run: runIndex, kinds: kinds,
                    paths: kinds.compactMap { lessons[lessonIndex].paths[$0] })
            }
        }
        var runs = plans.map { [TypecheckRun?](repeating: nil, count: $0.count) }
        await withTaskGroup(of: (Job, TypecheckRun).self) { group in
            var pending = jobs.makeIterator()
            func start(_ job: Job) {
                group.addTask {
                    let run = await compile(job.paths, kinds: job.kinds, arguments: snippetArguments(scratch),
                                            scratch: scratch, logName: "\(job.lesson)-\(job.run)")
                    return (job, run)
                }
            }
            for _ in 0..<options.maxConcurrentRuns {
                guard let job = pending.next() else { break }
                start(job)
            }
            for await (job, run) in group {
                runs[job.lesson][job.run] = run
                if let next = pending.next() { start(next) }
            }
        }
        return lessons.enumerated().map { index, files in
            LessonTypecheck(lessonID: files.lessonID, runs: runs[index].compactMap { $0 })
        }
    }

    /// Which snippets are compiled together, in order. See the type's comment for why
    /// `before.swift` is never paired with `test.swift`.
    static func plannedRuns(for files: LessonSnippetFiles) -> [[SnippetKind]] {
        var runs: [[SnippetKind]] = []
        if files.paths[.before] != nil { runs.append([.before]) }
        if files.paths[.after] != nil {
            runs.append([.after])
            if files.paths[.test] != nil { runs.append([.after, .test]) }
        } else if files.paths[.test] != nil {
            // Without after.swift the test cannot mean much, but it is still code a reader sees.
            runs.append([.test])
        }
        return runs
    }

    private func buildPrelude(in scratch: Scratch) async -> TypecheckRun {
        let file = scratch.preludeFile
        do {
            try FileManager.default.createDirectory(atPath: scratch.modulesPath, withIntermediateDirectories: true)
            try Data(prelude.source.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            let problem = Diagnostic(path: prelude.path, line: 1, message: "cannot copy the prelude for swiftc: \(error)")
            return TypecheckRun(kinds: [], exit: .failedToRun("\(error)"), diagnostics: [problem], output: "",
                                duration: .zero)
        }
        let arguments = ["-emit-module", "-module-name", TypecheckPrelude.moduleName,
                         "-emit-module-path", scratch.modulesPath + "/\(TypecheckPrelude.moduleName).swiftmodule"]
            + commonArguments(scratch)
        return await compile([file], kinds: [], arguments: arguments, scratch: scratch, logName: "prelude",
                             displayPaths: [file: prelude.path])
    }

    private func commonArguments(_ scratch: Scratch) -> [String] {
        ["-swift-version", "6", "-parse-as-library", "-D", "DEBUG",
         "-module-cache-path", scratch.moduleCachePath,
         "-diagnostic-style=llvm", "-no-color-diagnostics"]
            + options.extraArguments
    }

    private func snippetArguments(_ scratch: Scratch) -> [String] {
        ["-typecheck", "-module-name", "LessonSnippets",
         "-I", scratch.modulesPath, "-Xfrontend", "-import-module", "-Xfrontend", TypecheckPrelude.moduleName]
            + commonArguments(scratch)
    }

    /// One compiler run over `paths` (as shown to the author), with its output mapped back.
    private func compile(_ paths: [String], kinds: [SnippetKind], arguments: [String], scratch: Scratch,
                         logName: String, displayPaths: [String: String]? = nil) async -> TypecheckRun {
        let absolute = paths.map(absolutePath)
        var mapping = displayPaths ?? Dictionary(zip(absolute, paths), uniquingKeysWith: { first, _ in first })
        mapping[scratch.preludeFile] = prelude.path
        let outputPath = scratch.path + "/logs/\(logName).log"
        let process = CompilerProcess(executable: compiler.path, arguments: arguments + absolute,
                                      environment: childEnvironment(scratch), workingDirectory: scratch.path,
                                      outputPath: outputPath)
        let started = ContinuousClock.now
        let exit = await process.run(timeout: options.timeout)
        let duration = ContinuousClock.now - started
        let output = FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let fallback = displayPaths?.values.first ?? paths.first ?? prelude.path
        var diagnostics = CompilerOutput(displayPaths: mapping, fallbackPath: fallback).diagnostics(from: output)
        if !exit.succeeded, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(Diagnostic(path: fallback, line: 1, message: explanation(exit, output)))
        }
        return TypecheckRun(kinds: kinds, exit: exit, diagnostics: diagnostics, output: output, duration: duration)
    }

    /// Why a run failed when the compiler itself said nothing usable.
    private func explanation(_ exit: CompilerExit, _ output: String) -> String {
        let firstLine = output.split(separator: "\n").first.map { ": \($0)" } ?? ""
        switch exit {
        case .exited(let status): return "swiftc failed with exit status \(status)\(firstLine)"
        case .timedOut: return "swiftc did not finish within \(options.timeout) and was stopped"
        case .signalled(let signal): return "swiftc was ended by signal \(signal) (a compiler crash?)\(firstLine)"
        case .cancelled: return "type-checking was cancelled"
        case .failedToRun(let reason): return reason
        }
    }

    /// The caller's environment, with temporary files kept inside the scratch directory.
    private func childEnvironment(_ scratch: Scratch) -> [String: String] {
        var environment = options.environment
        environment["TMPDIR"] = scratch.path
        return environment
    }

    private func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : options.workingDirectory + "/" + path
    }

    private func skipAll(_ lessons: [LessonSnippetFiles], because reason: String) -> [LessonTypecheck] {
        lessons.map { LessonTypecheck(lessonID: $0.lessonID, runs: [], skipped: reason) }
    }
}

extension LessonSnippetFiles {
    /// The snippet files of `lesson` that the reader would show: those named under
    /// `snippets` in its front matter, or else `before.swift`, `after.swift` and `test.swift`,
    /// and never a file outside the lesson's folder or over the size limit (lint reports those).
    public init(lesson: Lesson) {
        var paths: [SnippetKind: String] = [:]
        for kind in SnippetKind.allCases {
            if case .success(let path) = LessonLoader.snippetFile(kind, of: lesson) { paths[kind] = path }
        }
        self.init(lessonID: lesson.id, paths: paths)
    }
}

/// The temporary directory one check works in.
private struct Scratch: Sendable {
    var path: String
    var moduleCachePath: String
    /// Where the prelude module is built, and `-I` points.
    var modulesPath: String { path + "/modules" }
    /// The prelude's source, copied so that a built-in prelude has a file too.
    var preludeFile: String { path + "/" + TypecheckPrelude.fileName }

    static func create(moduleCachePath: String?) throws -> Scratch {
        let path = FileManager.default.temporaryDirectory.path + "/seams-typecheck-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/logs", withIntermediateDirectories: true)
        return Scratch(path: path, moduleCachePath: moduleCachePath ?? path + "/module-cache")
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Carries the report out of the detached task in `checkBlocking`.
private final class ReportBox: Sendable {
    let report = Mutex<TypecheckReport?>(nil)
}
