import Foundation
import MiniModels
import Testing

private typealias SO = SubclassAndOverride

/// `Analytics.shared` lives as long as the test process: these tests take turns and count
/// what their own runs added to its log.
@Suite(.serialized) struct SubclassAndOverrideLabTests {
    private var sharedCount: Int { SO.Analytics.shared.events.count }

    @Test func actionKeysLeaveTheReaderAndPanelKeysFree() {
        let keys = SO.descriptor.actions.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(Set(keys).isSubset(of: Set("acefiotuvyz")))
        #expect(SO.descriptor.script.allSatisfy { id in SO.descriptor.actions.contains { $0.id == id } })
    }

    @Test func beforeRunTracksIntoTheSharedLog() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .before, environment: environment)
            let start = sharedCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts(sharedInstanceCalls: 2))
            #expect(sharedCount == start + 2)
            #expect(SO.Analytics.shared.events.suffix(2) == ["screen_shown MenuScreen", "drink_chosen Flat White"])
            let events = await lab.events()
            #expect(events.messages(.call) == [
                "Analytics.shared.track(\"screen_shown MenuScreen\") [real] (shared instance)",
                "Analytics.shared.track(\"drink_chosen Flat White\") [real] (shared instance)",
            ])
            #expect(events.messages(.sharedInstanceCall).last == "Analytics.shared.track(\"drink_chosen Flat White\") → log has \(start + 2) events")
            #expect(events.messages(.output) == ["MenuScreen appeared (shown once)", "chosen: Flat White"])
        }
    }

    @Test func beforeCannotSwap() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .before, environment: environment)
            await lab.swap()
            #expect(lab.status.isSwapped == false)
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("no seam: MenuScreen is final") == true)
            let start = sharedCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects.sharedInstanceCalls == 2)
            #expect(sharedCount == start + 2)
        }
    }

    @Test func afterWithTheTestSubclassLeavesTheSharedLogAlone() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .after, environment: environment)
            await lab.swap()
            let start = sharedCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts())
            #expect(sharedCount == start)
            #expect(lab.status.isSwapped)
            #expect(lab.status.graph.object == "TestableMenuScreen")
            #expect(lab.status.graph.holds.first?.isDouble == true)
        }
    }

    @Test func theTraceNamesTheSubclassAndNotTheSharedInstance() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .after, environment: environment)
            await lab.swap()
            let swap = lab.trace.events.messages(.swap).first ?? ""
            #expect(swap.hasPrefix("TestableMenuScreen() replaces the live MenuScreen"))
            #expect(swap.contains("not the shared instance"))
            await lab.perform("appear")
            let events = await lab.events()
            #expect(events.messages(.call) == ["Analytics().track(\"screen_shown TestableMenuScreen\") [double] (not the shared instance) → its log has 1 event"])
            #expect(events.messages(.output).last == "TestableMenuScreen appeared (shown once)")
        }
    }

    @Test func swappingMidRunChangesTheEventsThatFollow() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .after, environment: environment)
            let start = sharedCount
            await lab.perform("appear")
            let mark = lab.trace.lastSequence
            await lab.swap()
            await lab.perform("appear")
            let before = lab.trace.events.filter { $0.sequence <= mark }
            let after = lab.trace.events(after: mark)
            #expect(before.messages(.call) == ["Analytics.shared.track(\"screen_shown MenuScreen\") [real] (shared instance)"])
            #expect(before.messages(.sharedInstanceCall).count == 1)
            #expect(after.messages(.call).first?.contains("screen_shown TestableMenuScreen") == true)
            #expect(after.messages(.sharedInstanceCall).isEmpty)
            #expect(sharedCount == start + 1)
        }
    }

    @Test func analyticsAnswersTheSharedInstanceOnlyInTheAppsScreen() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .after, environment: environment)
            await lab.perform("identity")
            await lab.swap()
            await lab.perform("identity")
            #expect(lab.trace.events.messages(.output) == [
                "MenuScreen.analytics() === Analytics.shared: true",
                "TestableMenuScreen.analytics() === Analytics.shared: false",
            ])
            #expect(lab.trace.totalSideEffects == SideEffectCounts())
        }
        #expect(SO.After.MenuScreen().analytics() === SO.Analytics.shared)
        let screen = SO.TestableMenuScreen()
        #expect(screen.analytics() === screen.analytics())
    }

    @Test func theSubclassTrackerRecordsEveryEvent() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.perform("appear")
            await lab.perform("choose")
            await lab.perform("choose")
            #expect(lab.trace.events.messages(.call).last == "Analytics().track(\"drink_chosen Cortado\") [double] (not the shared instance) → its log has 3 events")
            #expect(lab.status.graph.holds.first == HeldDependency("analytics()", "tracker: Analytics() (spy: 3 events)", isDouble: true))
            #expect(lab.status.graph.detail == "subclass of MenuScreen · chosen: Cortado · shown once")
        }
    }

    @Test func resetBringsBackTheAppsScreen() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.reset()
            #expect(lab.status.isSwapped == false)
            #expect(lab.status.graph.object == "MenuScreen")
            #expect(lab.status.graph.holds.first?.isDouble == false)
            let start = sharedCount
            let summary = await lab.runScript()
            #expect(summary.sideEffects.sharedInstanceCalls == 2)
            #expect(sharedCount == start + 2)
        }
    }
}
