import Foundation
import TestSupport
import LessonKit
import Testing
@testable import LessonTools

/// Finding `swiftc`, and what a run reports when the compiler misbehaves. Stand-in shell
/// scripts play the compiler, so nothing here needs Swift installed.
@Suite struct TypecheckCompilerTests {
    @Test func theFirstExecutableSwiftcOnPathIsUsed() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a/swiftc", "not executable")
        let wanted = try folder.script("b/swiftc", "exit 0")
        _ = try folder.script("c/swiftc", "exit 0")
        let environment = ["PATH": "\(folder.path)/empty:\(folder.path)/a:\(folder.path)/b:\(folder.path)/c"]
        #expect(SwiftCompiler.locate(environment: environment, currentDirectory: "/")?.path == wanted)
    }

    @Test func noCompilerOnPathIsNil() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path + "/swiftc", withIntermediateDirectories: true)
        // A directory named swiftc is not a compiler.
        #expect(SwiftCompiler.locate(environment: ["PATH": folder.path], currentDirectory: "/") == nil)
        #expect(SwiftCompiler.locate(environment: [:], currentDirectory: "/") == nil)
        #expect(SwiftCompilerNotFound(searchPath: nil).description.contains("PATH is not set"))
    }

    @Test func relativeEntriesResolveAgainstTheWorkingDirectoryAndEmptyOnesAreSkipped() {
        var probed: [String] = []
        let found = SwiftCompiler.locate(environment: ["PATH": "::tools/bin:"], currentDirectory: "/home/ada",
                                         isExecutable: { probed.append($0); return false })
        #expect(found == nil)
        #expect(probed == ["/home/ada/tools/bin/swiftc"])
    }

    @Test func aHangingCompilerIsKilledWithEverythingItStarted() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("01-a/before.swift", "")
        // The prelude build succeeds; the snippet run starts a child and waits forever.
        let compiler = try folder.script("bin/swiftc", """
            case "$*" in *-emit-module*) exit 0;; esac
            sleep 60 &
            echo $! > "$PID_FILE"
            wait
            """)
        var options = SnippetTypechecker.Options(timeout: .seconds(1), workingDirectory: folder.path)
        options.environment["PID_FILE"] = folder.path + "/pid"
        let checker = SnippetTypechecker(compiler: SwiftCompiler(path: compiler), options: options)

        let report = await checker.check([LessonSnippetFiles(lessonID: "a", paths: [.before: "01-a/before.swift"])])

        #expect(!report.passed)
        let run = try #require(report.lessons.first?.runs.first)
        #expect(run.exit == .timedOut)
        #expect(run.diagnostics.map(\.path) == ["01-a/before.swift"])
        #expect(run.diagnostics.first?.message.contains("did not finish") == true)
        let pid = try #require(folder.contents(of: "pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        #expect(await hasEnded(pid), "the compiler's child process is still running")
    }

    @Test func aCompilerThatFailsSilentlyStillFailsTheLesson() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("01-a/before.swift", "")
        let compiler = try folder.script("bin/swiftc", """
            case "$*" in *-emit-module*) exit 0;; esac
            exit 3
            """)
        let checker = SnippetTypechecker(compiler: SwiftCompiler(path: compiler),
                                         options: .init(workingDirectory: folder.path))
        let report = await checker.check([LessonSnippetFiles(lessonID: "a", paths: [.before: "01-a/before.swift"])])

        #expect(!report.passed)
        #expect(report.diagnostics.map(\.description)
            == ["01-a/before.swift:1:1: error: swiftc failed with exit status 3"])
    }

    @Test func compilerDiagnosticsAreReportedAgainstTheRelativePathsGiven() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("01-a/after.swift", "")
        try folder.write("01-a/test.swift", "")
        // Reports an error in the last file it is given, by the absolute path it received.
        let compiler = try folder.script("bin/swiftc", """
            case "$*" in *-emit-module*) exit 0;; esac
            for last; do :; done
            echo "$last:4:7: error: invented"
            echo "$last:4:7: note: dropped"
            exit 1
            """)
        let checker = SnippetTypechecker(compiler: SwiftCompiler(path: compiler),
                                         options: .init(workingDirectory: folder.path))
        let files = LessonSnippetFiles(lessonID: "a", paths: [.after: "01-a/after.swift", .test: "01-a/test.swift"])
        let report = await checker.check([files])

        let lesson = try #require(report.lessons.first)
        #expect(lesson.runs.map(\.kinds) == [[.after], [.after, .test]])
        #expect(lesson.diagnostics.map(\.description) == [
            "01-a/after.swift:4:7: error: invented",
            "01-a/test.swift:4:7: error: invented",
        ])
    }

    @Test func aLessonsSnippetsAreTheFilesTheReaderShows() throws {
        let dir = try TemporaryDirectory()
        try dir.write("secret.swift", "let secret = 1\n")
        try dir.write("01-x/before.swift", "let b = 1\n")
        try dir.write("01-x/seam.swift", "let a = 1\n")
        try dir.write("01-x/after.swift", "let unused = 1\n")
        let front = FrontMatter(id: "x", title: "X", technique: "T", summary: "S",
                                snippetFiles: [.after: "seam.swift", .test: "../secret.swift"])
        let folder = dir.file("01-x")
        let lesson = Lesson(number: 1, folderName: "01-x", folderPath: folder, status: .ready(front))
        let files = LessonSnippetFiles(lesson: lesson)
        #expect(files.lessonID == "x")
        // The file outside the lesson folder is never handed to the compiler.
        #expect(files.paths == [.before: folder + "/before.swift", .after: folder + "/seam.swift"])
    }

    @Test func beforeIsNeverCompiledWithTheTest() {
        let all = LessonSnippetFiles(lessonID: "a", paths: [.before: "b", .after: "a", .test: "t"])
        #expect(SnippetTypechecker.plannedRuns(for: all) == [[.before], [.after], [.after, .test]])
        let noTest = LessonSnippetFiles(lessonID: "a", paths: [.before: "b", .after: "a"])
        #expect(SnippetTypechecker.plannedRuns(for: noTest) == [[.before], [.after]])
    }

    /// Whether `pid` is gone (or a zombie waiting for whoever adopted it), polling briefly
    /// because a killed process takes a moment to go.
    private func hasEnded(_ pid: Int32) async -> Bool {
        for _ in 0..<200 {
            let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat").map { String(decoding: $0, as: UTF8.self) }
            guard let stat else { return kill(pid, 0) == -1 }
            // The state letter follows the parenthesised command name.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}
