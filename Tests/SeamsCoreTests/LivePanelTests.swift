import Canvas
import LessonKit
import MiniModels
import SeamsCore
import Testing

@Suite("Live panel")
struct LivePanelTests {
    private let before = LabKey("constructor-injection", .before)
    private let after = LabKey("constructor-injection", .after)

    private func snapshot(_ key: LabKey, swapped: Bool = false, busy: Bool = false,
                          events: [(TraceEvent.Kind, String)] = []) -> LabSnapshot {
        let graph = GraphNode("MenuViewModel", detail: "loaded (2 items)", holds: [
            HeldDependency("network", swapped ? "MockNetworkManager (calls: 1)" : "NetworkManager.shared", isDouble: swapped),
        ])
        let trace = events.enumerated().map { index, event in
            TraceEvent(sequence: index + 1, run: 1, kind: event.0, message: event.1, time: .milliseconds(index))
        }
        return LabSnapshot(key: key, status: LabStatus(graph: graph, isBusy: busy, isSwapped: swapped), events: trace,
                           lastSequence: trace.count, dropped: 0,
                           lastRun: RunSummary(number: 1, title: "run", elapsed: .milliseconds(12),
                                               sideEffects: SideEffectCounts(httpRequests: 2)),
                           runCount: 1)
    }

    @Test func mOpensTheModelOfTheCodeShownAndFocusesIt() {
        var state = Fixtures.reading()
        let effects = state.press(.char("m"))
        #expect(effects == [.lab(before, .open)])
        #expect(state.reader?.live?.modelID == "constructor-injection")
        #expect(state.reader?.focus == .live)
        #expect(state.activeKeyMaps.first?.title == "Live model: Constructor injection")
        state.press(.char("m"))
        #expect(state.reader?.live == nil)
        #expect(state.reader?.focus == .text)
    }

    @Test func aLessonWithoutAModelSaysSo() {
        var state = Fixtures.reading("00-what-is-a-seam")
        #expect(state.press(.char("m")).isEmpty)
        #expect(state.reader?.live == nil)
        #expect(state.notice == "This lesson has no live model.")
    }

    @Test func aBrokenLessonHasNoModelToRun() {
        var state = Fixtures.state()
        state.press(.down, .down, .enter)
        #expect(state.reader?.folderName == "02-property-injection")
        #expect(state.press(.char("m")).isEmpty)
        #expect(state.notice == "This lesson cannot be read, so its model cannot run.")
    }

    @Test func runSwapResetAndActionsGoToTheLabOfTheCodeShown() {
        var state = Fixtures.reading()
        state.press(.char("m"))
        #expect(state.press(.char("r")) == [.lab(before, .runScript)])
        #expect(state.press(.char("w")) == [.lab(before, .swap)])
        #expect(state.press(.char("f")) == [.lab(before, .perform("fetch"))])
        #expect(state.press(.char("x")) == [.lab(before, .reset)])
        #expect(state.reader?.live?.isAwaiting == true)
    }

    @Test func thePanelFollowsTheCodePane() {
        var state = Fixtures.reading()
        state.press(.char("m"))
        _ = Interface.update(&state, .labUpdated(snapshot(before)))
        #expect(state.press(.char("2")) == [.lab(after, .open)])
        #expect(state.reader?.live?.snapshot == nil)
        // The diff and the test run the after code too: no new lab.
        #expect(state.press(.char("d")).isEmpty)
        #expect(state.press(.char("1")) == [.lab(before, .open)])
    }

    @Test func onlyTheSnapshotOfTheLabShownIsKept() {
        var state = Fixtures.reading()
        state.press(.char("m"))
        _ = Interface.update(&state, .labUpdated(snapshot(after)))
        #expect(state.reader?.live?.snapshot == nil)
        _ = Interface.update(&state, .labUpdated(snapshot(before, busy: true)))
        #expect(state.reader?.live?.snapshot?.key == before)
        #expect(state.reader?.live?.isAwaiting == true)
        _ = Interface.update(&state, .labUpdated(snapshot(before)))
        #expect(state.reader?.live?.isAwaiting == false)
    }

    @Test func thePanelShowsTheGraphTheRunAndTheNewestEvents() {
        var state = Fixtures.reading(width: 130, height: 40)
        state.press(.char("2"), .char("m"))
        let events = (1...60).map { (TraceEvent.Kind.output, "event \($0)") }
            + [(TraceEvent.Kind.httpRequest, "GET /menu → 200")]
        _ = Interface.update(&state, .labUpdated(snapshot(after, swapped: true, events: events)))
        let text = Interface.render(state).text
        #expect(text.contains("live: after code"))
        #expect(text.contains("test double"))
        #expect(text.contains("network → MockNetworkManager (calls: 1) [double]"))
        #expect(text.contains("Run 1: 12.0 ms  files 0  http 2  defaults 0  shared 0"))
        #expect(text.contains("f  Load the menu"))
        #expect(text.contains("http     GET /menu → 200"))
        #expect(!text.contains("event 1\n"))
        #expect(text.contains("r run"))
    }

    @Test func theBeforeCodeExplainsThatThereIsNoSeam() {
        var state = Fixtures.reading(width: 130, height: 40)
        state.press(.char("m"))
        _ = Interface.update(&state, .labUpdated(snapshot(before)))
        let text = Interface.render(state).text
        #expect(text.contains("live: before code"))
        #expect(text.contains("real dependency"))
        #expect(text.contains("w: no seam here."))
    }

    @Test func scrollingTheTraceBackAndFollowingAgain() {
        var state = Fixtures.reading(width: 130, height: 40)
        state.press(.char("m"))
        let events = (1...80).map { (TraceEvent.Kind.output, "event \($0)") }
        _ = Interface.update(&state, .labUpdated(snapshot(before, events: events)))
        state.press(.up, .up, .up)
        #expect(state.reader?.live?.traceScroll == 3)
        var text = Interface.render(state).text
        #expect(text.contains("event 77"))
        #expect(!text.contains("event 80"))
        state.press(.end)
        #expect(state.reader?.live?.traceScroll == 0)
        text = Interface.render(state).text
        #expect(text.contains("event 80"))
    }

    @Test func onANarrowTerminalThePanelTakesTheTextsPlace() {
        var state = Fixtures.reading(width: 90, height: 30)
        state.press(.char("m"))
        _ = Interface.update(&state, .labUpdated(snapshot(before)))
        let text = Interface.render(state).text
        #expect(text.contains("live: before code"))
        #expect(!text.contains("Line 1 of step 1."))
        #expect(text.contains("before.swift"))
        state.press(.tab)
        #expect(state.reader?.focus == .code)
        state.press(.tab)
        #expect(state.reader?.focus == .live)
    }
}
