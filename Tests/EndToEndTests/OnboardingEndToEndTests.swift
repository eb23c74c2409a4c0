import Foundation
import TestSupport
import Testing

/// The onboarding tour, driven in tmux with a home of the test's own and a real `seams serve`:
/// inside the tour nothing reaches the disk or the server; after it, the same actions do.
@Suite("End to end: onboarding")
struct OnboardingEndToEndTests {
    /// The fixture lessons and one with a live model and a two-question quiz.
    private func lessonsForTheTour(_ home: TemporaryDirectory) throws -> String {
        let lessons = try SeamsApp.fixtureLessons(in: home)
        let folder = lessons + "/02-tour"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = """
        ---
        id: tour-lesson
        title: Tour lesson
        technique: Testing
        summary: A lesson with a model and a quiz.
        model: constructor-injection
        quiz:
          - question: Which one is a seam?
            choices:
              - text: The argument of init.
                correct: true
              - text: The shared instance.
          - question: Is this a test?
            choices:
              - text: "Yes"
                correct: true
              - text: "No"
        ---
        ## First tour step

        The first step.

        ## Second tour step

        The second step.

        """
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/lesson.md"))
        try Data("let before = 1\n".utf8).write(to: URL(fileURLWithPath: folder + "/before.swift"))
        try Data("let after = 2\n".utf8).write(to: URL(fileURLWithPath: folder + "/after.swift"))
        return lessons
    }

    /// Every file and folder under `root`, relative to it.
    private func contents(of root: String) -> Set<String> {
        Set(FileManager.default.enumerator(atPath: root)?.allObjects.compactMap { $0 as? String } ?? [])
    }

    private func board(_ url: String, home: TemporaryDirectory) throws -> String {
        try runProcess([SeamsApp.executable, "board", "--once", "--server", url],
                       environment: SeamsApp.environment(home: home), timeout: .seconds(10)).output
    }

    @Test func theTourWritesAndSendsNothingAndTheSameActionsAfterItDo() throws {
        let home = try TemporaryDirectory()
        // The models' scratch folder (their own real side effects) goes elsewhere.
        let scratch = try TemporaryDirectory()
        let lessons = try lessonsForTheTour(home)
        let port = try freeLoopbackPort()
        let url = "http://127.0.0.1:\(port)"
        let server = try TmuxSession([SeamsApp.executable, "serve", "--port", String(port)],
                                     environment: SeamsApp.environment(home: scratch))
        try server.waitFor("listening on")
        let environment = SeamsApp.environment(home: home, extra: ["TMPDIR": scratch.path], tourSeen: false)
        let before = contents(of: home.path)
        #expect(!before.contains("config/seams.plist"))

        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", lessons, "--server", url, "--name", "Ada"],
                                   environment: environment, width: 130, height: 40)
        try tmux.waitFor("GUIDED TOUR")
        try tmux.waitFor("0/8 done")
        try tmux.sendKeys("G", "Enter")
        try tmux.waitFor("The first step.")
        try tmux.waitFor("1/8 done")
        try tmux.sendKeys("n")
        try tmux.waitFor("2/8 done")
        try tmux.sendKeys("2")
        try tmux.waitFor("3/8 done")
        try tmux.sendKeys("d")
        try tmux.waitFor("4/8 done")
        try tmux.sendKeys("m")
        try tmux.waitFor("live: after code")
        try tmux.sendKeys("r")
        try tmux.waitFor("5/8 done")
        try tmux.sendKeys("w")
        try tmux.waitFor("6/8 done")
        // Past the last step: the quiz. One answer is enough for the tour.
        try tmux.sendKeys("n")
        try tmux.waitFor("Question 1 of 2")
        try tmux.sendKeys("1")
        try tmux.waitFor("7/8 done")
        try tmux.sendKeys("T")
        try tmux.waitFor("8/8 done")

        // The ledger lists what would have happened; none of it did.
        let screen = try tmux.waitFor("would set theme = projector")
        #expect(screen.contains("Ledger:"))
        let ledger = try tmux.waitFor("would POST \(url)/progress: tour-lesson")
        #expect(ledger.contains("would write \(home.file("data/seams"))/progress.json ("))
        #expect(contents(of: home.path) == before)
        #expect(try board(url, home: scratch).contains("0 learners"))
        #expect(!(try server.capture(history: true)).contains("POST /progress"))

        // Leaving the tour: the one real write, and Seams itself.
        try tmux.sendKeys("q")
        try tmux.waitUntil("the tour to end") { !$0.contains("GUIDED TOUR") && $0.contains("Tour lesson") }
        #expect(SeamsApp.preferences(home: home) == ["onboardingSeen": "true"])
        #expect(!FileManager.default.fileExists(atPath: home.file("data/seams/progress.json")))

        // The same actions outside the tour write progress and reach the server.
        try tmux.sendKeys("G", "Enter")
        try tmux.waitFor("The first step.")
        try tmux.sendKeys("n")
        try tmux.waitFor("The second step.")
        try tmux.sendKeys("T")
        try tmux.waitFor("Theme: projector")
        var text = ""
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            text = try board(url, home: scratch)
            if text.contains("Ada") { break }
            usleep(50_000)
        }
        #expect(text.contains("Ada  on tour-lesson (step)"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let progress = try String(contentsOfFile: home.file("data/seams/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"tour-lesson\""))
        let preferences = SeamsApp.preferences(home: home)
        #expect(preferences["theme"] == "projector")
        #expect(preferences["lastLesson"] == "02-tour")
        #expect(try server.capture(history: true).contains("POST /progress 201"))
    }

    @Test func theTourIsOfferedOnlyOnTheFirstStartAndOnRequest() throws {
        let home = try TemporaryDirectory()
        let lessons = try SeamsApp.fixtureLessons(in: home)
        let first = try TmuxSession([SeamsApp.executable, "--lessons", lessons],
                                    environment: SeamsApp.environment(home: home, tourSeen: false))
        try first.waitFor("GUIDED TOUR")
        // Ctrl-C quits from inside the tour; it still counts as seen.
        try first.sendKeys("C-c")
        #expect(try first.waitForExit() == 0)
        let second = try TmuxSession([SeamsApp.executable, "--lessons", lessons],
                                     environment: SeamsApp.environment(home: home, tourSeen: false))
        try second.waitFor("Fixture two")
        #expect(!(try second.capture()).contains("GUIDED TOUR"))
        try second.sendKeys("q")
        #expect(try second.waitForExit() == 0)
        let again = try TmuxSession([SeamsApp.executable, "onboarding", "--lessons", lessons],
                                    environment: SeamsApp.environment(home: home, tourSeen: false))
        try again.waitFor("GUIDED TOUR")
        try again.sendKeys("q")
        try again.waitUntil("the tour to end") { !$0.contains("GUIDED TOUR") && $0.contains("Fixture two") }
        try again.sendKeys("q")
        #expect(try again.waitForExit() == 0)
    }
}
