import Foundation
import MiniModels
import Testing

private typealias PI = PropertyInjection

/// `Analytics.shared` lives as long as the test process: these tests take turns and count
/// what their own runs added to its log.
@Suite(.serialized) struct PropertyInjectionLabTests {
    private var sharedCount: Int { PI.Analytics.shared.events.count }

    @Test func actionKeysLeaveTheReaderAndPanelKeysFree() {
        let keys = PI.descriptor.actions.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(Set(keys).isSubset(of: Set("acefiotuvyz")))
        #expect(PI.descriptor.script.allSatisfy { id in PI.descriptor.actions.contains { $0.id == id } })
    }

    @Test func beforeRunTracksIntoTheSharedLog() async throws {
        try await withLabEnvironment { environment in
            let lab = PI.Lab(variant: .before, environment: environment)
            let start = sharedCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts(sharedInstanceCalls: 3))
            #expect(sharedCount == start + 3)
            #expect(PI.Analytics.shared.events.suffix(3) == ["order_screen_shown", "drink_added Cortado", "drink_added Mocha"])
            let events = await lab.events()
            #expect(events.messages(.call).count == 3)
            #expect(events.messages(.call).allSatisfy { $0.hasPrefix("Analytics.shared.track(") && $0.hasSuffix("[real] (shared instance)") })
            #expect(events.messages(.sharedInstanceCall).last == "Analytics.shared.track(\"drink_added Mocha\") → log has \(start + 3) events")
            #expect(events.messages(.output).last == "order: Cortado, Mocha")
            #expect(lab.status.graph.children.first?.holds.first?.implementation == "shared log: \(start + 3) events")
        }
    }

    @Test func beforeCannotSwap() async throws {
        try await withLabEnvironment { environment in
            let lab = PI.Lab(variant: .before, environment: environment)
            await lab.swap()
            #expect(lab.status.isSwapped == false)
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("no seam") == true)
            let start = sharedCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects.sharedInstanceCalls == 3)
            #expect(sharedCount == start + 3)
        }
    }

    @Test func afterWithTheDoubleSetBeforeFirstUseLeavesTheSharedLogAlone() async throws {
        try await withLabEnvironment { environment in
            let lab = PI.Lab(variant: .after, environment: environment)
            #expect(lab.status.graph.holds.first?.implementation == "Analytics.shared on first use (not read yet)")
            await lab.swap()
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("screen.analytics = Analytics() before first use") == true)
            let start = sharedCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts())
            #expect(sharedCount == start)
            let events = await lab.events()
            #expect(events.messages(.call).allSatisfy { $0.contains("[double] (not the shared instance)") })
            #expect(events.messages(.sharedInstanceCall).isEmpty)
            #expect(lab.status.isSwapped)
            #expect(lab.status.graph.holds.first == HeldDependency("analytics", "Analytics() (spy: 3 events)", isDouble: true))
        }
    }

    @Test func swappingMidRunChangesTheEventsThatFollow() async throws {
        try await withLabEnvironment { environment in
            let lab = PI.Lab(variant: .after, environment: environment)
            let start = sharedCount
            await lab.perform("add")
            let mark = lab.trace.lastSequence
            await lab.swap()
            await lab.perform("add")
            let before = lab.trace.events.filter { $0.sequence <= mark }
            let after = lab.trace.events(after: mark)
            #expect(before.messages(.call) == ["Analytics.shared.track(\"drink_added Cortado\") [real] (shared instance)"])
            #expect(before.messages(.sharedInstanceCall).count == 1)
            #expect(after.messages(.call) == ["Analytics().track(\"drink_added Mocha\") [double] (not the shared instance) → its log has 1 event"])
            #expect(after.messages(.sharedInstanceCall).isEmpty)
            #expect(sharedCount == start + 1)
        }
    }

    @Test func aLazyVarAlreadyReadSentTheFirstEventsToTheSharedLog() async throws {
        try await withLabEnvironment { environment in
            let lab = PI.Lab(variant: .after, environment: environment)
            let start = sharedCount
            await lab.perform("appear")
            await lab.perform("add")
            await lab.swap()
            await lab.perform("add")
            let swap = lab.trace.events.messages(.swap).last ?? ""
            #expect(swap.contains("already read: 2 events went to the shared log before the swap"))
            #expect(sharedCount == start + 2)
            #expect(PI.Analytics.shared.events.suffix(2) == ["order_screen_shown", "drink_added Cortado"])
            #expect(lab.status.graph.holds.first?.implementation == "Analytics() (spy: 1 event)")
            #expect(lab.status.graph.detail?.hasSuffix("2 events went to the shared log before the swap") == true)
        }
    }

    @Test func aNewScreenAfterTheSwapGetsItsTrackerBeforeFirstUse() async throws {
        try await withLabEnvironment { environment in
            let lab = PI.Lab(variant: .after, environment: environment)
            await lab.perform("appear")
            await lab.swap()
            await lab.perform("new")
            #expect(lab.trace.events.messages(.swap).last?.hasPrefix("makeScreen(): Storyboard.instantiate(OrderScreen.self), then screen.analytics = Analytics() before first use") == true)
            let start = sharedCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts())
            #expect(sharedCount == start)
            #expect(lab.status.graph.detail == "order: Cortado, Mocha · shown once")
        }
    }

    @Test func theDoubleRecordsEveryEventItIsGiven() async throws {
        try await withLabEnvironment { environment in
            let lab = PI.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.perform("appear")
            await lab.perform("add")
            await lab.perform("add")
            await lab.perform("appear")
            let calls = lab.trace.events.messages(.call)
            #expect(calls.last == "Analytics().track(\"order_screen_shown\") [double] (not the shared instance) → its log has 4 events")
            #expect(lab.status.graph.holds.first?.implementation == "Analytics() (spy: 4 events)")
            #expect(lab.trace.events.messages(.output).last == "OrderScreen appeared (shown 2 times)")
        }
    }

    @Test func resetBringsBackTheSharedInstanceAndTheSharedLogKeepsItsEvents() async throws {
        try await withLabEnvironment { environment in
            let lab = PI.Lab(variant: .after, environment: environment)
            let start = sharedCount
            _ = await lab.runScript()
            await lab.swap()
            await lab.reset()
            #expect(lab.status.isSwapped == false)
            #expect(lab.status.graph.holds.first?.isDouble == false)
            #expect(lab.trace.events.messages(.note).last?.hasSuffix("the shared log keeps its \(start + 3) events") == true)
            let summary = await lab.runScript()
            #expect(summary.sideEffects.sharedInstanceCalls == 3)
            #expect(sharedCount == start + 6)
        }
    }

    @Test func theSeamIsThePropertyOnAFreshScreen() {
        let screen = PI.After.OrderScreen()
        let tracker = PI.Analytics()
        screen.analytics = tracker
        let start = sharedCount
        LessonPrelude.Navigator().show(screen)
        screen.add("Flat White")
        #expect(tracker.events == ["order_screen_shown", "drink_added Flat White"])
        #expect(screen.order == ["Flat White"])
        #expect(sharedCount == start)
    }
}
