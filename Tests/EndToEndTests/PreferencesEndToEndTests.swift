import Foundation
import TestSupport
import Testing

/// `seams config`, and the preferences it sets doing their job in the other commands.
@Suite("End to end: preferences")
struct PreferencesEndToEndTests {
    private func seams(_ arguments: [String], home: TemporaryDirectory) throws -> ProcessResult {
        try runProcess([SeamsApp.executable] + arguments,
                       environment: SeamsApp.environment(home: home, extra: ["PATH": "/usr/bin:/bin"]),
                       timeout: .seconds(30))
    }

    @Test func configListsSetsChecksAndUnsets() throws {
        let home = try TemporaryDirectory()
        let listed = try seams(["config"], home: home)
        #expect(listed.status == 0)
        #expect(listed.output == "server: (not set)\nname: (not set)\ntheme: (not set)\nonboarding seen: yes\n")

        #expect(try seams(["config", "theme", "projector"], home: home).output == "theme: projector\n")
        #expect(try seams(["config", "theme"], home: home).output == "projector\n")
        #expect(SeamsApp.preferences(home: home)["theme"] == "projector")

        let badTheme = try seams(["config", "theme", "sepia"], home: home)
        #expect(badTheme.status == 2)
        #expect(badTheme.error.contains("no theme \"sepia\"; there are standard, projector, monochrome"))
        let badServer = try seams(["config", "server", "ftp://example"], home: home)
        #expect(badServer.status == 2)
        #expect(badServer.error.contains("needs an http:// URL"))
        #expect(SeamsApp.preferences(home: home)["server"] == nil)

        #expect(try seams(["config", "theme", "--unset"], home: home).status == 0)
        #expect(SeamsApp.preferences(home: home)["theme"] == nil)
    }

    @Test func theBoardNeedsAServerFromTheFlagOrThePreference() throws {
        let home = try TemporaryDirectory()
        let none = try seams(["board", "--once"], home: home)
        #expect(none.status == 2)
        #expect(none.error.contains("seams config server URL"))
    }

    @Test func theServerAndNamePreferencesReachTheBrowserAndTheBoard() throws {
        let home = try TemporaryDirectory()
        let lessons = try SeamsApp.fixtureLessons(in: home)
        let port = try freeLoopbackPort()
        let url = "http://127.0.0.1:\(port)"
        let server = try TmuxSession([SeamsApp.executable, "serve", "--port", String(port)],
                                     environment: SeamsApp.environment(home: home))
        try server.waitFor("listening on")
        #expect(try seams(["config", "server", url], home: home).status == 0)
        #expect(try seams(["config", "name", "Grace"], home: home).status == 0)

        // No --server, no --name: the preferences say where and who.
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", lessons], environment: SeamsApp.environment(home: home))
        try tmux.waitFor("Fixture two")
        try tmux.sendKeys("j", "Enter")
        try tmux.waitFor("Hello from the first step.")
        var board = ""
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            board = try seams(["board", "--once"], home: home).output
            if board.contains("Grace") { break }
            usleep(50_000)
        }
        #expect(board.contains("Class board at \(url)"))
        #expect(board.contains("Grace  on fixture-two"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
