import Dependencies
import Foundation
import Services
import TestSupport
import Testing

@Suite struct FilesClientTests {
    @Test func writesAreAtomicAndLeaveNothingBehind() throws {
        let folder = try TemporaryDirectory()
        let files = FilesClient.live(folder: folder.file("data/seams"))
        try files.write(Data("one".utf8), to: "a.json")
        try files.write(Data("two".utf8), to: "a.json")
        #expect(try files.read("a.json") == Data("two".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("data/seams")).sorted()
        #expect(names == ["a.json", "a.json.lock"])
        #expect(try files.read("missing.json") == nil)
    }

    @Test func aFailedChangeKeepsTheOldFile() throws {
        let folder = try TemporaryDirectory()
        let files = FilesClient.live(folder: folder.path)
        try files.write(Data("kept".utf8), to: "a.json")
        struct Refused: Error {}
        #expect(throws: Refused.self) { try files.update("a.json") { _ in throw Refused() } }
        #expect(try files.read("a.json") == Data("kept".utf8))
    }

    @Test func theSandboxWritesNothingAndListsEveryWrite() throws {
        let folder = try TemporaryDirectory()
        let base = FilesClient.live(folder: folder.file("seams"))
        let ledger = Ledger()
        let sandbox = FilesClient.sandbox(over: base, ledger: ledger)
        try sandbox.write(Data("hello".utf8), to: "progress.json")
        #expect(try sandbox.read("progress.json") == Data("hello".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.file("seams")))
        #expect(ledger.entries == [LedgerEntry(.file, "would write \(folder.file("seams"))/progress.json (5 bytes)")])
    }

    @Test func theTestValueFailsWhenATestForgetsToOverrideIt() {
        withKnownIssue {
            @Dependency(\.files) var files
            _ = try? files.read("progress.json")
        }
    }
}

@Suite struct ProgressStoreTests {
    private func withFiles<T>(_ folder: TemporaryDirectory, now: Date = Date(timeIntervalSince1970: 1_800_000_000),
                              _ body: () throws -> T) rethrows -> T {
        try withDependencies {
            $0.files = .live(folder: folder.path)
            $0.date.now = now
        } operation: { try body() }
    }

    @Test func savedProgressLoadsBack() throws {
        let folder = try TemporaryDirectory()
        try withFiles(folder) {
            let store = ProgressStore()
            try store.save(LearnerProgress()) { $0[lesson: "wrapper-class"].stepsRead = [0, 1] }
            let loaded = store.load()
            #expect(loaded.warning == nil)
            #expect(loaded.progress[lesson: "wrapper-class"].stepsRead == [0, 1])
        }
    }

    @Test func aCorruptFileIsMovedAsideKeptAndNamed() throws {
        let folder = try TemporaryDirectory()
        try folder.write("progress.json", "{ not json")
        try withFiles(folder) {
            let loaded = ProgressStore().load()
            #expect(loaded.progress == LearnerProgress())
            let warning = try #require(loaded.warning)
            #expect(warning.contains("progress.json.corrupt-20270115-"))
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let aside = try #require(names.first { $0.hasPrefix("progress.json.corrupt-") })
            #expect(try String(contentsOfFile: folder.file(aside), encoding: .utf8) == "{ not json")
            #expect(!names.contains("progress.json"))
        }
    }

    @Test func twoWritersDoNotLoseEachOthersCompletions() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.path
        // Two "processes": each knows only its own progress, and saves after every step.
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    withDependencies { $0.files = .live(folder: path) } operation: {
                        var mine = LearnerProgress()
                        for step in 0..<40 {
                            mine[lesson: "lesson-\(writer)"].stepsRead.insert(step)
                            _ = try? ProgressStore().save(mine)
                        }
                    }
                }
            }
        }
        withFiles(folder) {
            let progress = ProgressStore().load().progress
            #expect(progress[lesson: "lesson-0"].stepsRead == Set(0..<40))
            #expect(progress[lesson: "lesson-1"].stepsRead == Set(0..<40))
        }
    }

    @Test func resetRemovesOneLessonOrAll() throws {
        let folder = try TemporaryDirectory()
        try withFiles(folder) {
            let store = ProgressStore()
            try store.save(LearnerProgress()) {
                $0[lesson: "a"].stepsRead = [0]
                $0[lesson: "b"].stepsRead = [0]
            }
            try store.reset("a")
            #expect(store.load().progress.lessons.keys.sorted() == ["b"])
            try store.reset(nil)
            #expect(store.load().progress.lessons.isEmpty)
        }
    }

    @Test func mergingKeepsStepsTheBetterQuizAndTheFirstCompletion() {
        let early = Date(timeIntervalSince1970: 100)
        let late = Date(timeIntervalSince1970: 200)
        let a = LessonProgress(stepsRead: [0, 1], stepCount: 3, quiz: QuizScore(correct: 2, total: 4), completed: late)
        let b = LessonProgress(stepsRead: [2], stepCount: 3, quiz: QuizScore(correct: 4, total: 4), completed: early)
        let merged = a.merged(with: b)
        #expect(merged.stepsRead == [0, 1, 2])
        #expect(merged.allStepsRead)
        #expect(merged.quiz == QuizScore(correct: 4, total: 4))
        #expect(merged.completed == early)
        #expect(QuizScore(correct: 3, total: 4).passed)
        #expect(!QuizScore(correct: 2, total: 4).passed)
    }
}

@Suite struct DefaultsClientTests {
    @Test func liveValuesPersistInTheSuitesPlist() throws {
        let folder = try TemporaryDirectory()
        let suite = folder.file("seams")
        let defaults = DefaultsClient.live(suiteName: suite)
        defaults.setString("monochrome", DefaultsClient.Key.theme)
        defaults.setBool(true, DefaultsClient.Key.onboardingSeen)
        defaults.save()
        #expect(FileManager.default.fileExists(atPath: suite + ".plist"))
        let again = DefaultsClient.live(suiteName: suite)
        #expect(again.string(DefaultsClient.Key.theme) == "monochrome")
        #expect(again.bool(DefaultsClient.Key.onboardingSeen))
    }

    @Test func theSandboxKeepsWritesInMemoryAndListsThem() throws {
        let folder = try TemporaryDirectory()
        let suite = folder.file("sandboxed")
        let ledger = Ledger()
        let sandbox = DefaultsClient.sandbox(over: .live(suiteName: suite), ledger: ledger)
        sandbox.setString("monochrome", DefaultsClient.Key.theme)
        sandbox.save()
        #expect(sandbox.string(DefaultsClient.Key.theme) == "monochrome")
        #expect(!FileManager.default.fileExists(atPath: suite + ".plist"))
        #expect(ledger.entries == [LedgerEntry(.defaults, "would set theme = monochrome")])
    }

    @Test func anUnreadableFileIsKeptAsideBeforeTheSuiteCanOverwriteIt() throws {
        let folder = try TemporaryDirectory()
        let suite = folder.file("prefs")
        try folder.write("prefs.plist", "{ not a plist")
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let warning = try #require(DefaultsClient.setAsideIfCorrupt(suiteName: suite, now: now))
        #expect(warning.contains("did not parse; kept as prefs.plist.corrupt-20260921-"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("prefs.plist.corrupt-") }
        #expect(aside.count == 1)
        #expect(try String(contentsOfFile: folder.file(aside[0]), encoding: .utf8) == "{ not a plist")
        // A good file, or none, is left alone.
        let defaults = DefaultsClient.live(suiteName: suite)
        defaults.setString("projector", DefaultsClient.Key.theme)
        defaults.save()
        #expect(DefaultsClient.setAsideIfCorrupt(suiteName: suite, now: now) == nil)
        #expect(DefaultsClient.live(suiteName: suite).string(DefaultsClient.Key.theme) == "projector")
        #expect(DefaultsClient.setAsideIfCorrupt(suiteName: folder.file("absent"), now: now) == nil)
    }

    @Test func theAppsSuiteLivesUnderXDGConfigHome() {
        #expect(DefaultsClient.fileLocation(suiteName: "seams", environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/seams.plist")
        #expect(DefaultsClient.fileLocation(suiteName: "seams", environment: ["HOME": "/h"]) == "/h/.config/seams.plist")
        #expect(DefaultsClient.fileLocation(suiteName: "/t/x", environment: [:]) == "/t/x.plist")
    }

    @Test func theTestValueFailsWhenUnset() {
        withKnownIssue {
            @Dependency(\.defaults) var defaults
            defaults.setString("x", "theme")
        }
    }
}

@Suite struct APIClientTests {
    @Test func withoutAServerNothingIsSent() async throws {
        let api = APIClient.live(server: nil)
        try await api.postProgress(ProgressEvent(name: "Ada", lesson: "wrapper-class", event: "step"))
        #expect(try await api.fetchBoard() == Board(learners: []))
    }

    @Test func theSandboxListsWhatWouldBeSent() async throws {
        let ledger = Ledger()
        let api = APIClient.sandbox(over: .live(server: URL(string: "http://127.0.0.1:9")!), ledger: ledger)
        try await api.postProgress(ProgressEvent(name: "Ada", lesson: "wrapper-class", event: "completed"))
        #expect(ledger.entries == [LedgerEntry(.request, "would POST http://127.0.0.1:9/progress: wrapper-class completed")])
    }

    @Test func aRealServerThatIsDownIsAnError() async {
        // Port 9 (discard) is closed on loopback here: a real connection, a real refusal.
        let api = APIClient.live(server: URL(string: "http://127.0.0.1:9")!)
        await #expect(throws: (any Error).self) {
            try await api.postProgress(ProgressEvent(name: "Ada", lesson: "x", event: "step"))
        }
    }
}
