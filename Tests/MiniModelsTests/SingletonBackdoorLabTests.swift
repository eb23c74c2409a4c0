import Foundation
import MiniModels
import Testing

private typealias SB = SingletonBackdoor

/// The real instances and the backdoor live as long as the test process: these tests take
/// turns, shut the door when they end, and count what their own runs added to the real logs.
@Suite(.serialized) struct SingletonBackdoorLabTests {
    private var beforeCount: Int { SB.Before.Analytics.shared.events.count }
    private var realCount: Int { SB.After.Analytics.instanceEvents.count }

    @Test func actionKeysLeaveTheReaderAndPanelKeysFree() {
        let keys = SB.descriptor.actions.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(Set(keys).isSubset(of: Set("acefiotuvyz")))
        #expect(SB.descriptor.script.allSatisfy { id in SB.descriptor.actions.contains { $0.id == id } })
    }

    @Test func beforeRunTracksIntoTheRealLog() async throws {
        try await withLabEnvironment { environment in
            let lab = SB.Lab(variant: .before, environment: environment)
            let start = beforeCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts(sharedInstanceCalls: 2))
            #expect(beforeCount == start + 2)
            #expect(SB.Before.Analytics.shared.events.suffix(2) == ["checkout_shown", "order_paid 6.40"])
            let events = await lab.events()
            #expect(events.messages(.call) == [
                "Analytics.shared.track(\"checkout_shown\") [real] (shared instance)",
                "Analytics.shared.track(\"order_paid 6.40\") [real] (shared instance)",
            ])
            #expect(events.messages(.sharedInstanceCall).last == "Analytics.shared.track(\"order_paid 6.40\") → log has \(start + 2) events")
            #expect(events.messages(.output) == ["CheckoutScreen appeared (test 1)", "paid: 6.40"])
        }
    }

    @Test func beforeCannotSwapAndHasNothingToTearDown() async throws {
        try await withLabEnvironment { environment in
            let lab = SB.Lab(variant: .before, environment: environment)
            await lab.swap()
            await lab.perform("teardown")
            #expect(lab.status.isSwapped == false)
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("no seam: Analytics.shared is a static let") == true)
            #expect(lab.trace.events.messages(.note).last?.hasPrefix("tearDown(): nothing to reset") == true)
            let start = beforeCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects.sharedInstanceCalls == 2)
            #expect(beforeCount == start + 2)
        }
    }

    #if DEBUG
    @Test func afterWithTheDoorShutTracksIntoTheRealInstance() async throws {
        SB.After.Analytics.stubbedInstance = nil
        try await withLabEnvironment { environment in
            let lab = SB.Lab(variant: .after, environment: environment)
            let start = realCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts(sharedInstanceCalls: 2))
            #expect(realCount == start + 2)
            #expect(lab.status.graph.holds.first == HeldDependency("Analytics.shared", "the real instance (real log: \(start + 2) events)", isDouble: false))
        }
    }

    @Test func afterWithTheStubHasNoSideEffects() async throws {
        SB.After.Analytics.stubbedInstance = nil
        defer { SB.After.Analytics.stubbedInstance = nil }
        try await withLabEnvironment { environment in
            let lab = SB.Lab(variant: .after, environment: environment)
            await lab.swap()
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("Analytics.stubbedInstance = Analytics(): CheckoutScreen is unchanged") == true)
            let start = realCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts())
            #expect(realCount == start)
            let stub = try #require(SB.After.Analytics.stubbedInstance)
            #expect(stub.events == ["checkout_shown", "order_paid 6.40"])
            #expect(SB.After.Analytics.shared === stub)
            let events = await lab.events()
            #expect(events.messages(.call).allSatisfy { $0.hasPrefix("Analytics.stubbedInstance.track(") && $0.contains("[double] (not the shared instance)") })
            #expect(lab.status.isSwapped)
            #expect(lab.status.graph.holds.first == HeldDependency("Analytics.shared", "stubbedInstance: Analytics() (stub: 2 events)", isDouble: true))
        }
    }

    @Test func swappingMidRunChangesTheEventsThatFollow() async throws {
        SB.After.Analytics.stubbedInstance = nil
        defer { SB.After.Analytics.stubbedInstance = nil }
        try await withLabEnvironment { environment in
            let lab = SB.Lab(variant: .after, environment: environment)
            let start = realCount
            await lab.perform("appear")
            let mark = lab.trace.lastSequence
            await lab.swap()
            await lab.perform("pay")
            let before = lab.trace.events.filter { $0.sequence <= mark }
            let after = lab.trace.events(after: mark)
            #expect(before.messages(.call) == ["Analytics.shared.track(\"checkout_shown\") [real] (shared instance)"])
            #expect(before.messages(.sharedInstanceCall).count == 1)
            #expect(after.messages(.call) == ["Analytics.stubbedInstance.track(\"order_paid 6.40\") [double] (not the shared instance) → its log has 1 event"])
            #expect(after.messages(.sharedInstanceCall).isEmpty)
            #expect(realCount == start + 1)
        }
    }

    @Test func aStubLeftInPlaceAnswersForTheNextTestUntilTearDown() async throws {
        SB.After.Analytics.stubbedInstance = nil
        defer { SB.After.Analytics.stubbedInstance = nil }
        try await withLabEnvironment { environment in
            let lab = SB.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.perform("pay")
            let start = realCount
            let mark = lab.trace.lastSequence
            await lab.perform("next")
            let leaked = lab.trace.events(after: mark)
            #expect(leaked.messages(.note).first?.hasPrefix("test 2, with no tear-down after the last: Analytics.stubbedInstance still holds the stub (1 event)") == true)
            #expect(leaked.messages(.call) == ["Analytics.stubbedInstance.track(\"checkout_shown\") [double] (not the shared instance) → its log has 2 events"])
            #expect(realCount == start)

            // Another lab, as another test file would be: the door is still open for it too.
            let other = SB.Lab(variant: .after, environment: environment)
            #expect(other.status.isSwapped)
            let otherRun = await other.runScript()
            #expect(otherRun.sideEffects == SideEffectCounts())
            #expect(SB.After.Analytics.stubbedInstance?.events.count == 4)

            await lab.perform("teardown")
            #expect(lab.trace.events.messages(.swap).last == "tearDown(): Analytics.stubbedInstance = nil: the stub (4 events) is out, and Analytics.shared is the real instance again")
            #expect(lab.status.isSwapped == false)
            await lab.perform("next")
            #expect(lab.trace.events.messages(.note).last == "test 3: the door is shut, so the new CheckoutScreen tracks into the real log")
            #expect(realCount == start + 1)
            #expect(lab.trace.events.messages(.sharedInstanceCall).count == 1)
        }
    }

    @Test func resetShutsTheDoor() async throws {
        SB.After.Analytics.stubbedInstance = nil
        defer { SB.After.Analytics.stubbedInstance = nil }
        try await withLabEnvironment { environment in
            let lab = SB.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.perform("appear")
            await lab.reset()
            #expect(SB.After.Analytics.stubbedInstance == nil)
            #expect(lab.trace.events.messages(.note).last?.hasPrefix("reset: Analytics.stubbedInstance = nil (it held a stub with 1 event); a new CheckoutScreen") == true)
            #expect(lab.status.isSwapped == false)
            #expect(lab.status.graph.holds.first?.isDouble == false)
            let start = realCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects.sharedInstanceCalls == 2)
            #expect(realCount == start + 2)
        }
    }
    #endif
}
