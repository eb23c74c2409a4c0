import Foundation
import TestSupport
import Testing

/// `seams run` and the live panel, with the real executable: a demo server on a free loopback
/// port inside the process, scratch folders under the test's own temporary folder.
@Suite("End to end: live models")
struct LiveModelEndToEndTests {
    private func run(_ arguments: [String], home: TemporaryDirectory) throws -> ProcessResult {
        try runProcess([SeamsApp.executable, "run"] + arguments,
                       environment: SeamsApp.environment(home: home, extra: ["PATH": "/usr/bin:/bin", "TMPDIR": home.path]),
                       timeout: .seconds(30))
    }

    private func json(_ result: ProcessResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    private func leftovers(_ home: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix("seams-models") }
    }

    @Test func runJSONHasTheTraceAndTheCounters() throws {
        let home = try TemporaryDirectory()
        let result = try run(["constructor-injection", "--before", "--json"], home: home)
        #expect(result.status == 0, "\(result.error)")
        let object = try json(result)
        #expect(object["lesson"] as? String == "constructor-injection")
        #expect(object["variant"] as? String == "before")
        #expect(object["double"] as? Bool == false)
        #expect((object["elapsed_ms"] as? Double ?? -1) > 0)
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.allSatisfy { $0["kind"] is String && $0["message"] is String })
        #expect(events.contains { ($0["message"] as? String)?.hasPrefix("GET /menu → 200") == true })
        let effects = try #require(object["side_effects"] as? [String: Int])
        #expect(effects == ["files_written": 0, "http_requests": 2, "defaults_writes": 0, "shared_instance_calls": 0])
        #expect(try leftovers(home).isEmpty)
    }

    @Test func theDoubleHasNoSideEffects() throws {
        let home = try TemporaryDirectory()
        let result = try run(["constructor-injection", "--double", "--json"], home: home)
        #expect(result.status == 0)
        let object = try json(result)
        #expect(object["variant"] as? String == "after")
        #expect(object["double"] as? Bool == true)
        #expect(object["side_effects"] as? [String: Int] == ["files_written": 0, "http_requests": 0, "defaults_writes": 0, "shared_instance_calls": 0])
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.first?["kind"] as? String == "swap")
    }

    @Test func textOutputIsOneLinePerEvent() throws {
        let home = try TemporaryDirectory()
        let result = try run(["scoped-overriding"], home: home)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("scoped-overriding · after code · real dependency\n"))
        #expect(result.output.contains("menuClient.fetchMenu() → the live menu"))
        #expect(result.output.contains("elapsed "))
        #expect(!result.output.contains("\u{1B}["))
    }

    @Test func beforeWithADoubleIsRefusedWithExitTwo() throws {
        let home = try TemporaryDirectory()
        let result = try run(["constructor-injection", "--before", "--double"], home: home)
        #expect(result.status == 2)
        #expect(result.error.contains("no seam"))
        #expect(result.output.isEmpty)
    }

    @Test func anUnknownIdExitsOneAndListsTheKnownIds() throws {
        let home = try TemporaryDirectory()
        let result = try run(["no-such-model"], home: home)
        #expect(result.status == 1)
        #expect(result.error.contains("no-such-model"))
        #expect(result.error.contains("constructor-injection"))
        #expect(result.error.contains("scoped-overriding"))
    }

    /// A lesson that names the constructor-injection model, in the test's own lessons folder.
    private func lessonsWithAModel(_ home: TemporaryDirectory) throws -> String {
        let lessons = try SeamsApp.fixtureLessons(in: home)
        let folder = lessons + "/02-live"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = """
        ---
        id: live
        title: Live lesson
        technique: Testing
        summary: A lesson with a model.
        model: constructor-injection
        ---
        ## Only step

        Press m.

        """
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/lesson.md"))
        try Data("let before = 1\n".utf8).write(to: URL(fileURLWithPath: folder + "/before.swift"))
        try Data("let after = 2\n".utf8).write(to: URL(fileURLWithPath: folder + "/after.swift"))
        return lessons
    }

    @Test func thePanelRunsSwapsAndStaysResponsiveWhileAModelWorks() throws {
        let home = try TemporaryDirectory()
        let lessons = try lessonsWithAModel(home)
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", lessons],
                                   environment: SeamsApp.environment(home: home, extra: ["TMPDIR": home.path]),
                                   width: 130, height: 40)
        try tmux.waitFor("Live lesson")
        try tmux.sendKeys("G", "Enter")
        try tmux.waitFor("Press m.")
        // Reading makes no scratch folder; the first model does.
        #expect(try leftovers(home).isEmpty)
        try tmux.sendKeys("m")
        try tmux.waitFor("live: before code")
        #expect(try leftovers(home).count == 1)
        try tmux.sendKeys("r")
        var screen = try tmux.waitFor("Run 1:")
        #expect(screen.contains("http 2"))
        #expect(screen.contains("GET /menu → 200"))

        // The swap key in the before code explains; in the after code it swaps.
        try tmux.sendKeys("w")
        try tmux.waitFor("no seam: MenuViewModel names NetworkManager.shared")
        try tmux.sendKeys("2", "w", "r")
        screen = try tmux.waitFor("MockNetworkManager (calls: 2)")
        #expect(screen.contains("test double"))
        #expect(screen.contains("http 0"))

        // A slow real run does not hold up the keyboard: the code pane changes while it runs.
        try tmux.sendKeys("x", "z", "r", "d")
        screen = try tmux.waitUntil("the diff shown while the model runs") {
            $0.contains("running…") && $0.contains("let before = 1")
        }
        try tmux.waitUntil("the slow run to finish", timeout: .seconds(15)) { $0.contains("Run 2:") && !$0.contains("running…") }
        screen = try tmux.capture()
        #expect(screen.contains("GET /menu?delay=800 → 200"))

        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        // The session's scratch folder went with it.
        #expect(try leftovers(home).isEmpty)
    }
}
