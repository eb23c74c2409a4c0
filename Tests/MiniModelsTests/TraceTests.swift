import MiniModels
import Testing

@Suite struct TraceTests {
    @Test func sideEffectsAreCountedPerRunAndInTotal() async {
        let trace = Trace()
        let (_, first) = await trace.run("first") {
            Trace.record(.fileWrite, "receipt-1.txt")
            Trace.record(.httpRequest, "GET /menu")
            Trace.record(.call, "not a side effect")
        }
        let (_, second) = await trace.run("second") {
            Trace.record(.defaultsWrite, "visits = 1")
            Trace.record(.sharedInstanceCall, "track")
            Trace.record(.sharedInstanceCall, "track")
        }
        #expect(first.sideEffects == SideEffectCounts(filesWritten: 1, httpRequests: 1))
        #expect(second.sideEffects == SideEffectCounts(defaultsWrites: 1, sharedInstanceCalls: 2))
        #expect(trace.totalSideEffects.total == 5)
        #expect(trace.runs.map(\.number) == [1, 2])
    }

    @Test func recordingOutsideAnyLabGoesNowhere() {
        Trace.record(.fileWrite, "nobody listens")
        #expect(Trace.current == nil)
    }

    @Test func theOldestEventsAreDroppedPastTheLimit() {
        let trace = Trace(limit: 100)
        for index in 1...20_000 { trace.record(.output, "event \(index)") }
        let kept = trace.events
        #expect(kept.count == 100)
        #expect(trace.dropped == 19_900)
        #expect(kept.first?.sequence == 19_901)
        #expect(kept.last?.message == "event 20000")
        #expect(kept.map(\.sequence) == Array(19_901...20_000))
        #expect(trace.events(after: 19_995).count == 5)
    }

    @Test func timesAreMonotonic() {
        let trace = Trace()
        for _ in 0..<50 { trace.record(.note, "tick") }
        let times = trace.events.map(\.time)
        #expect(times == times.sorted())
    }
}
