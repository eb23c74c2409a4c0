import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

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

/// The class board: a real `seams serve` in its own process, the real app reporting to it.
///
/// The server runs as its own process, not inside the test process: there it would share the
/// small cooperative pool with the tmux tests, which hold its threads while they poll.
@Suite("End to end: classroom")
struct ClassroomEndToEndTests {
    @Test func readingAStepPostsToTheServerAndTheBoardShowsIt() throws {
        let home = try TemporaryDirectory()
        let lessons = try SeamsApp.fixtureLessons(in: home)
        let port = try freeLoopbackPort()
        let url = "http://127.0.0.1:\(port)"
        let server = try TmuxSession([SeamsApp.executable, "serve", "--port", String(port)],
                                     environment: SeamsApp.environment(home: home))
        try server.waitFor("listening on")
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", lessons, "--server", url, "--name", "Ada"],
                                   environment: SeamsApp.environment(home: home))
        try tmux.waitFor("Fixture two")
        try tmux.sendKeys("j", "Enter")
        try tmux.waitFor("Hello from the first step.")
        try tmux.sendKeys("n")
        try tmux.waitFor("And the second.")
        var board = ProcessResult(status: -1, output: "", error: "")
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            board = try runProcess([SeamsApp.executable, "board", "--once", "--server", url],
                                   environment: SeamsApp.environment(home: home), timeout: .seconds(10))
            if board.output.contains("finished 1") { break }
            usleep(50_000)
        }
        #expect(board.status == 0, "\(board.error)")
        #expect(board.output.contains("Ada  on fixture-two (completed) · finished 1: fixture-two"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        // The server logged the posts it took.
        #expect(try server.capture(history: true).contains("POST /progress 201"))
    }
}

/// A port nothing listens on right now: bound to 0 and released.
func freeLoopbackPort() throws -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw TmuxError(description: "socket failed") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
            bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
        }
    }
    guard bound else { throw TmuxError(description: "bind failed") }
    return UInt16(bigEndian: address.sin_port)
}
