import DemoServer
import Foundation
import TestSupport
import Testing

/// Progress on disk, with the real executable and a home of the test's own.
@Suite("End to end: progress")
struct ProgressEndToEndTests {
    private func run(_ arguments: [String], home: TemporaryDirectory) throws -> ProcessResult {
        try runProcess([SeamsApp.executable] + arguments,
                       environment: SeamsApp.environment(home: home, extra: ["PATH": "/usr/bin:/bin"]),
                       timeout: .seconds(30))
    }

    private let saved = """
    {"version": 1, "lessons": {
      "fixture-one": {"stepsRead": [0, 1, 2], "stepCount": 3, "completed": "2026-11-01T10:00:00Z"},
      "fixture-two": {"stepsRead": [0], "stepCount": 2}
    }}
    """

    @Test func progressPrintsASummaryAndResetsOneLesson() throws {
        let home = try TemporaryDirectory()
        let lessons = try SeamsApp.fixtureLessons(in: home)
        try home.write("data/seams/progress.json", saved)
        let summary = try run(["progress", "--lessons", lessons], home: home)
        #expect(summary.status == 0)
        #expect(summary.output.contains("✓ fixture-one: 3 of 3 steps, complete"))
        #expect(summary.output.contains("• fixture-two: 1 of 2 steps"))
        #expect(summary.output.contains("1 of 2 lessons complete"))

        let reset = try run(["progress", "--reset", "fixture-one", "--yes", "--lessons", lessons], home: home)
        #expect(reset.status == 0)
        let after = try run(["progress", "--lessons", lessons], home: home)
        #expect(after.output.contains("  fixture-one: not started"))
        #expect(after.output.contains("• fixture-two: 1 of 2 steps"))
    }

    @Test func resetAsksFirstAndDoesNothingWithoutAYes() throws {
        let home = try TemporaryDirectory()
        try home.write("data/seams/progress.json", saved)
        let result = try run(["progress", "--reset", "all"], home: home)
        #expect(result.output.contains("Nothing was reset."))
        #expect(try String(contentsOfFile: home.file("data/seams/progress.json"), encoding: .utf8) == saved)
    }

    @Test func aCorruptFileIsKeptAsideAndNamed() throws {
        let home = try TemporaryDirectory()
        try home.write("data/seams/progress.json", "{ broken")
        let result = try run(["progress"], home: home)
        #expect(result.status == 0)
        #expect(result.error.contains("did not parse; kept as progress.json.corrupt-"))
        let names = try FileManager.default.contentsOfDirectory(atPath: home.file("data/seams"))
        let aside = try #require(names.first { $0.hasPrefix("progress.json.corrupt-") })
        #expect(try String(contentsOfFile: home.file("data/seams/" + aside), encoding: .utf8) == "{ broken")
    }

    @Test func readingStepsInTheBrowserSavesThem() throws {
        let home = try TemporaryDirectory()
        let lessons = try SeamsApp.fixtureLessons(in: home)
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", lessons],
                                   environment: SeamsApp.environment(home: home))
        try tmux.waitFor("Fixture two")
        try tmux.sendKeys("j", "Enter")
        try tmux.waitFor("Hello from the first step.")
        try tmux.sendKeys("n")
        try tmux.waitFor("And the second.")
        try tmux.sendKeys("Escape")
        try tmux.waitFor("✓  01  Fixture two")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let file = try String(contentsOfFile: home.file("data/seams/progress.json"), encoding: .utf8)
        #expect(file.contains("\"fixture-two\""))
        #expect(file.contains("\"completed\""))
    }
}

/// The class board: a real server in this process, the real app reporting to it.
@Suite("End to end: classroom", .serialized)
struct ClassroomEndToEndTests {
    @Test func readingAStepPostsToTheServerAndTheBoardShowsIt() async throws {
        let server = try await DemoServer.start(host: "127.0.0.1", port: 0)
        defer { Task { await server.stop() } }
        let home = try TemporaryDirectory()
        let lessons = try SeamsApp.fixtureLessons(in: home)
        let url = server.baseURL.absoluteString
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", lessons, "--server", url, "--name", "Ada"],
                                   environment: SeamsApp.environment(home: home))
        try tmux.waitFor("Fixture two")
        try tmux.sendKeys("j", "Enter")
        try tmux.waitFor("Hello from the first step.")
        try tmux.sendKeys("n")
        try tmux.waitFor("And the second.")
        var board = ProcessResult(status: -1, output: "", error: "")
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            board = try runProcess([SeamsApp.executable, "board", "--once", "--server", url],
                                   environment: SeamsApp.environment(home: home), timeout: .seconds(10))
            if board.output.contains("finished 1") { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(board.status == 0)
        #expect(board.output.contains("Ada  on fixture-two (completed) · finished 1: fixture-two"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
