import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real `seams` in a real terminal (tmux), driven with keys as a person would.
@Suite("End to end: browsing", .serialized)
struct BrowseEndToEndTests {
    @Test func startNavigateOpenALessonAndQuit() throws {
        let home = try TemporaryDirectory()
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                   environment: SeamsApp.environment(home: home), width: 100, height: 30)
        try tmux.waitFor("Fixture one")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Step 1 of 3")
        try tmux.waitFor("before.swift")
        try tmux.sendKeys("n")
        try tmux.waitFor("Step 2 of")
        try tmux.sendKeys("d")
        let diff = try tmux.waitFor("SEAM")
        #expect(diff.contains("+ "))
        try tmux.sendKeys("Escape")
        try tmux.waitFor("Continue: Fixture one")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let saved = SeamsApp.preferences(home: home)
        #expect(saved["lastLesson"] == "00-fixture-one")
        #expect(saved["lastStep"] == "1")
        #expect(saved["onboardingSeen"] == "true")
    }

    @Test func theMouseWheelScrollsThePaneUnderThePointer() throws {
        let home = try TemporaryDirectory()
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                   environment: SeamsApp.environment(home: home), width: 100, height: 24)
        try tmux.waitFor("Fixture one")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Step 1 of 3")
        #expect(try tmux.isMouseReportingOn)
        // An SGR wheel-down report (button 65) over the text pane, at column 10, row 5.
        try tmux.sendText("\u{1B}[<65;10;5M")
        try tmux.waitUntil("the text to scroll") { screen in
            let header = screen.split(separator: "\n").dropFirst().first ?? ""
            return !header.contains("Top") && !header.contains("All")
        }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func theHelpOverlayOpensAndCloses() throws {
        let home = try TemporaryDirectory()
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                   environment: SeamsApp.environment(home: home))
        try tmux.waitFor("Fixture one")
        try tmux.sendKeys("?")
        try tmux.waitFor("Filter lessons by text")
        try tmux.sendKeys("Escape")
        try tmux.waitUntil("help closed") { !$0.contains("Filter lessons by text") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func resizingBelowTheMinimumShowsSizesAndRecovers() throws {
        let home = try TemporaryDirectory()
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                   environment: SeamsApp.environment(home: home), width: 100, height: 30)
        try tmux.waitFor("Fixture one")
        try tmux.resize(width: 50, height: 15)
        try tmux.waitFor("It is 50×15; Seams needs at least 60×20.")
        try tmux.resize(width: 90, height: 25)
        let screen = try tmux.waitFor("Fixture one")
        #expect(!screen.contains("too small"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func aBrokenLessonIsListedAndOpensToItsLocatedError() throws {
        let home = try TemporaryDirectory()
        let lessons = home.file("lessons")
        try SeamsApp.writeLesson(in: lessons, folder: "00-good", id: "good", title: "A good lesson")
        try FileManager.default.createDirectory(atPath: lessons + "/01-bad", withIntermediateDirectories: true)
        try Data("---\nid: bad\ntitle: [unclosed\ntechnique: x\nsummary: y\n---\n".utf8)
            .write(to: URL(fileURLWithPath: lessons + "/01-bad/lesson.md"))
        try SeamsApp.writeLesson(in: lessons, folder: "02-also-good", id: "also-good", title: "Another good one")
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", lessons],
                                   environment: SeamsApp.environment(home: home), width: 120, height: 30)
        try tmux.waitFor("broken")
        try tmux.sendKeys("Down", "Enter")
        let screen = try tmux.waitFor("could not be loaded")
        #expect(screen.contains("01-bad/lesson.md:4:"))
        try tmux.sendKeys("Escape", "Down", "Enter")
        try tmux.waitFor("Hello from the first step.")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func anEditToTheOpenLessonShowsUpWithoutLosingThePlace() throws {
        let home = try TemporaryDirectory()
        let lessons = home.file("lessons")
        try SeamsApp.writeLesson(in: lessons, folder: "00-live", id: "live", title: "Live lesson")
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", lessons],
                                   environment: SeamsApp.environment(home: home), width: 120, height: 30)
        try tmux.waitFor("Live lesson")
        try tmux.sendKeys("Enter", "n")
        try tmux.waitFor("And the second.")
        try SeamsApp.writeLesson(in: lessons, folder: "00-live", id: "live", title: "Live lesson",
                                 body: "## First step\n\nHello.\n\n## Second step\n\nEdited while open.\n")
        try Data("let after = 3 // edited\n".utf8).write(to: URL(fileURLWithPath: lessons + "/00-live/after.swift"))
        let screen = try tmux.waitFor("Edited while open.", timeout: .seconds(5))
        #expect(screen.contains("Step 2 of 2"))
        try tmux.sendKeys("2")
        try tmux.waitFor("// edited")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}

/// However Seams ends, the terminal is left as it was found.
@Suite("End to end: terminal restore", .serialized)
struct RestoreEndToEndTests {
    enum Ending: String, CaseIterable, Sendable {
        case quitKey, ctrlC, sigterm, sighup, sigint, sigsegv, sigabrt

        var signal: Int32? {
            switch self {
            case .sigterm: SIGTERM
            case .sighup: SIGHUP
            case .sigint: SIGINT
            case .sigsegv: SIGSEGV
            case .sigabrt: SIGABRT
            case .quitKey, .ctrlC: nil
            }
        }
    }

    @Test(arguments: Ending.allCases)
    func terminalIsRestored(_ ending: Ending) throws {
        let home = try TemporaryDirectory()
        let script = """
        stty -g > "$1/before"; "$2" --lessons "$3"; echo $? > "$1/code"; stty -g > "$1/after"; printf 'DONE\\n'; read x
        """
        let tmux = try TmuxSession(["/bin/sh", "-c", script, "restore-test", home.path, SeamsApp.executable, try SeamsApp.fixtureLessons(in: home)],
                                   environment: SeamsApp.environment(home: home))
        try tmux.waitFor("Fixture one")
        #expect(try tmux.isAlternateScreenOn)
        switch ending {
        case .quitKey: try tmux.sendKeys("q")
        case .ctrlC: try tmux.sendKeys("C-c")
        default:
            let pid = try tmux.waitForProcess(named: "seams")
            #expect(Glibc.kill(pid, ending.signal!) == 0)
        }
        try tmux.waitFor("DONE")
        let code = home.contents(of: "code")?.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code == String(ending.signal.map { 128 + $0 } ?? 0))
        #expect(home.contents(of: "before") == home.contents(of: "after"), "stty settings differ")
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
        #expect(try !tmux.isMouseReportingOn)
    }
}

/// What the terminal is decides what Seams draws.
@Suite("End to end: terminal kinds", .serialized)
struct TerminalKindsEndToEndTests {
    @Test func noColorMeansNoColourEscapesButAttributesStay() throws {
        let home = try TemporaryDirectory()
        let colour = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                     environment: SeamsApp.environment(home: home))
        let coloured = try colour.waitUntil("colour", escapes: true) { $0.contains("Fixture one") }
        #expect(coloured.contains("\u{1B}[3") || coloured.contains("\u{1B}[9") || coloured.contains("38;5"))
        let plain = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                    environment: SeamsApp.environment(home: home, extra: ["NO_COLOR": "1"]))
        let screen = try plain.waitUntil("no colour", escapes: true) { $0.contains("Fixture one") }
        #expect(!screen.contains("38;5"))
        #expect(screen.range(of: #"\u{1B}\[[0-9;]*(3[0-7]|9[0-7]|4[0-7]|10[0-7])m"#, options: .regularExpression) == nil)
        #expect(screen.contains("\u{1B}[7m") || screen.contains(";7m") || screen.contains("\u{1B}[1m"))
        // Set to nothing at all still means no colour.
        let empty = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                    environment: SeamsApp.environment(home: home, extra: ["NO_COLOR": ""]))
        let emptyScreen = try empty.waitUntil("no colour", escapes: true) { $0.contains("Fixture one") }
        #expect(!emptyScreen.contains("38;5"))
    }

    @Test func aNonUTF8LocaleFallsBackToCUTF8() throws {
        let home = try TemporaryDirectory()
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                   environment: SeamsApp.environment(home: home, extra: ["LANG": "C", "LC_ALL": "C"]))
        let screen = try tmux.waitFor("Fixture one")
        #expect(screen.contains("─"))
    }

    @Test func anUnknownTerminalExitsWithTwoAndNamesTheOtherCommands() throws {
        let home = try TemporaryDirectory()
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                   environment: SeamsApp.environment(home: home, extra: ["TERM": "no-such-terminal-xyz"]))
        #expect(try tmux.waitForExit() == 2)
        let screen = try tmux.capture(history: true)
        #expect(screen.contains("seams list"))
        #expect(screen.contains("seams show"))
    }
}

/// The saved reading position and the other preferences are the app's own data: never lost,
/// never blocking a start.
@Suite("End to end: saved position", .serialized)
struct PositionEndToEndTests {
    @Test func aCorruptPreferencesFileIsMovedAsideWithAWarning() throws {
        let home = try TemporaryDirectory()
        let config = home.file("config")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try Data("{ this is not a plist".utf8).write(to: URL(fileURLWithPath: config + "/seams.plist"))
        // No preferences survive, so the tour starts; the warning is in its footer.
        let tmux = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                   environment: SeamsApp.environment(home: home, tourSeen: false), width: 160, height: 30)
        let screen = try tmux.waitFor("did not parse")
        #expect(screen.contains("kept as seams.plist.corrupt-"))
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: config)
        let aside = try #require(files.first { $0.hasPrefix("seams.plist.corrupt-") })
        #expect(try String(contentsOfFile: config + "/" + aside, encoding: .utf8) == "{ this is not a plist")
        // The new file holds only what this run saved.
        #expect(SeamsApp.preferences(home: home) == ["onboardingSeen": "true"])
    }

    @Test func theLastPositionIsOfferedAsContinueOnTheNextStart() throws {
        let home = try TemporaryDirectory()
        let first = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                    environment: SeamsApp.environment(home: home))
        try first.waitFor("Fixture one")
        try first.sendKeys("Enter", "n", "n")
        try first.waitFor("Step 3 of")
        try first.sendKeys("q")
        #expect(try first.waitForExit() == 0)
        let second = try TmuxSession([SeamsApp.executable, "--lessons", try SeamsApp.fixtureLessons(in: home)],
                                     environment: SeamsApp.environment(home: home))
        try second.waitFor("Continue: Fixture one")
        try second.sendKeys("Enter")
        try second.waitFor("Step 3 of")
        try second.sendKeys("q")
        #expect(try second.waitForExit() == 0)
    }
}
