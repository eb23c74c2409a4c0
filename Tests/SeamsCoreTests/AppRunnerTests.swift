import Canvas
import LessonKit
import MiniModels
import Services
import SeamsCore
import Testing

/// The run loop, driven headless: scripted keys in, frames out, effects recorded.
@Suite("App runner")
@MainActor
struct AppRunnerTests {
    /// What the environment was asked to do.
    final class Recorder {
        var loaded: [String] = []
        var saved: [ReadingPosition] = []
        var polls = 0
        var change: LessonFolderChange?
        var signal: Int32?
        var saveError: (any Error)?
    }

    struct SaveFailed: Error, CustomStringConvertible { var description: String { "disk full" } }

    func environment(_ recorder: Recorder) -> AppEnvironment {
        AppEnvironment(
            loadContent: { lesson in
                recorder.loaded.append(lesson.folderName)
                return Fixtures.content()
            },
            savePosition: { position in
                if let error = recorder.saveError { throw error }
                recorder.saved.append(position)
            },
            pollLessons: {
                recorder.polls += 1
                defer { recorder.change = nil }
                return recorder.change
            },
            pendingSignal: { recorder.signal })
    }

    func keys(_ keys: Key...) -> [InputEvent] { keys.map { .key($0) } }

    @Test func openingAndSteppingLoadsOnceSavesEachStepAndDraws() {
        let recorder = Recorder()
        let terminal = VirtualTerminal(size: Size(width: 100, height: 30),
                                       input: keys(.down, .enter, .char("n"), .char("q")))
        var state = Fixtures.state()
        let outcome = AppRunner(environment: environment(recorder)).run(&state, on: terminal)
        #expect(outcome == .quit)
        #expect(recorder.loaded == ["01-constructor-injection"])
        #expect(recorder.saved == [ReadingPosition(folderName: "01-constructor-injection", step: 0),
                                   ReadingPosition(folderName: "01-constructor-injection", step: 1)])
        #expect(terminal.display.text.contains("Step 2 of 3"))
        #expect(state.size == Size(width: 100, height: 30))
    }

    @Test func aKeyThatChangesLittleRedrawsLittle() {
        let terminal = VirtualTerminal(size: Size(width: 100, height: 30), input: keys(.down))
        var state = Fixtures.state()
        _ = AppRunner(environment: environment(Recorder())).run(&state, on: terminal)
        // Moving the selection repaints two rows and the summary, not the screen.
        #expect(terminal.framesDrawn == 2)
        #expect(terminal.lastFrameCellsWritten > 0)
        #expect(terminal.lastFrameCellsWritten < 100 * 6)
    }

    @Test func aFailedSaveIsShownNotFatal() {
        let recorder = Recorder()
        recorder.saveError = SaveFailed()
        let terminal = VirtualTerminal(size: Size(width: 100, height: 30), input: keys(.enter))
        var state = Fixtures.state()
        let outcome = AppRunner(environment: environment(recorder)).run(&state, on: terminal)
        #expect(outcome == .inputEnded)
        #expect(terminal.display.text.contains("Could not save your place: disk full"))
    }

    @Test func editsOnDiskReachTheOpenLesson() {
        let recorder = Recorder()
        let terminal = VirtualTerminal(size: Size(width: 100, height: 30), input: keys(.down, .enter))
        var state = Fixtures.state()
        let runner = AppRunner(environment: environment(recorder), reloadInterval: .zero)
        _ = runner.run(&state, on: terminal)
        #expect(recorder.loaded == ["01-constructor-injection"])
        recorder.change = LessonFolderChange(lessons: Fixtures.lessons, changedFolders: ["01-constructor-injection"])
        terminal.pendingInput = keys(.char("j"))
        _ = runner.run(&state, on: terminal)
        #expect(recorder.polls >= 2)
        #expect(recorder.loaded == ["01-constructor-injection", "01-constructor-injection"])
    }

    @Test func aSignalEndsTheLoop() {
        let recorder = Recorder()
        recorder.signal = 15
        let terminal = VirtualTerminal(size: Size(width: 80, height: 24), input: keys(.down, .down))
        var state = Fixtures.state()
        #expect(AppRunner(environment: environment(recorder)).run(&state, on: terminal) == .signalled(15))
    }

    @Test func ctrlLRepaintsEverything() {
        let terminal = VirtualTerminal(size: Size(width: 80, height: 24), input: keys(.ctrl("l")))
        var state = Fixtures.state()
        _ = AppRunner(environment: environment(Recorder())).run(&state, on: terminal)
        #expect(terminal.lastFrameCellsWritten == 80 * 24)
    }
}

/// The live panel through the run loop: commands out, snapshots in, the keyboard never waiting.
@Suite("App runner: live models")
@MainActor
struct AppRunnerLiveTests {
    @Test func commandsReachTheLabAndItsSnapshotsAreDrawnBetweenKeys() {
        var sent: [LabCommand] = []
        var pending: LabSnapshot?
        let key = LabKey("constructor-injection", .before)
        let environment = AppEnvironment(
            loadContent: { _ in Fixtures.content() }, savePosition: { _ in }, pollLessons: { nil },
            lab: { labKey, command in
                #expect(labKey == key)
                sent.append(command)
                if command == .runScript {
                    let graph = GraphNode("MenuViewModel", detail: "loaded (8 items)")
                    pending = LabSnapshot(key: key, status: LabStatus(graph: graph), events: [
                        TraceEvent(sequence: 1, run: 1, kind: .httpRequest, message: "GET /menu → 200", time: .milliseconds(3)),
                    ], lastSequence: 1, dropped: 0, lastRun: nil, runCount: 0)
                }
            },
            labSnapshot: { _ in defer { pending = nil }; return pending })
        var state = Fixtures.reading(width: 130, height: 40)
        let terminal = VirtualTerminal(size: Size(width: 130, height: 40),
                                       input: [.key(.char("m")), .key(.char("r"))])
        _ = AppRunner(environment: environment).run(&state, on: terminal)
        #expect(sent == [.open, .runScript])
        #expect(terminal.display.text.contains("GET /menu → 200"))
        #expect(terminal.display.text.contains("MenuViewModel  loaded (8 items)"))
    }
}

/// The run loop in the tour: the ledger shown as it grows, and leaving it is not quitting.
@Suite("App runner in the tour")
@MainActor
struct AppRunnerTourTests {
    @Test func theLedgerIsPolledAndLeavingTheTourIsItsOwnOutcome() {
        let ledger = Ledger()
        var environment = AppEnvironment(loadContent: { _ in Fixtures.content() }, savePosition: { _ in }, pollLessons: { nil })
        var themes: [String] = []
        environment.saveTheme = { name in
            themes.append(name)
            ledger.record(LedgerEntry(.defaults, "would set theme = \(name)"))
        }
        environment.ledger = { ledger.entries }
        let terminal = VirtualTerminal(size: Size(width: 100, height: 30), input: [.key(.char("T")), .key(.char("q"))])
        var state = Fixtures.state()
        state.tour = TourState()
        let outcome = AppRunner(environment: environment).run(&state, on: terminal)
        #expect(outcome == .leftTour)
        #expect(themes == ["projector"])
        #expect(state.tour?.ledger == [LedgerEntry(.defaults, "would set theme = projector")])
        #expect(terminal.display.text.contains("would set theme = projector"))
    }
}
