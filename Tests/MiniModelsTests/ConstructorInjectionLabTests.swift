import Foundation
import MiniModels
import Testing

private typealias CI = ConstructorInjection

@Suite struct ConstructorInjectionLabTests {
    @Test func beforeRunSendsRealRequestsToTheServer() async throws {
        try await withLabEnvironment { environment in
            let lab = CI.Lab(variant: .before, environment: environment)
            let summary = await lab.runScript()
            #expect(summary.sideEffects.httpRequests == 2)
            let events = await lab.events()
            #expect(events.messages(.call).allSatisfy { $0.contains("NetworkManager.shared") })
            #expect(events.messages(.httpRequest).allSatisfy { $0.hasPrefix("GET /menu → 200") })
            #expect(events.messages(.output).last?.hasPrefix("state: loaded") == true)
            #expect(await environment.server.isRunning)
        }
    }

    @Test func beforeCannotSwap() async throws {
        try await withLabEnvironment { environment in
            let lab = CI.Lab(variant: .before, environment: environment)
            await lab.swap()
            #expect(lab.status.isSwapped == false)
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("no seam") == true)
            let summary = await lab.runScript()
            #expect(summary.sideEffects.httpRequests == 2)
        }
    }

    @Test func afterWithTheMockHasNoSideEffectsAndIsFaster() async throws {
        try await withLabEnvironment { environment in
            let real = CI.Lab(variant: .after, environment: environment)
            await environment.server.setDelay(milliseconds: 50)
            let realRun = await real.runScript()
            let double = CI.Lab(variant: .after, environment: environment)
            await double.swap()
            let doubleRun = await double.runScript()
            #expect(realRun.sideEffects.httpRequests == 2)
            #expect(doubleRun.sideEffects == SideEffectCounts())
            #expect(doubleRun.elapsed < realRun.elapsed)
            #expect(double.status.graph.holds.first?.isDouble == true)
        }
    }

    @Test func swappingMidRunChangesTheEventsThatFollow() async throws {
        try await withLabEnvironment { environment in
            let lab = CI.Lab(variant: .after, environment: environment)
            await lab.perform("fetch")
            let mark = lab.trace.lastSequence
            await lab.swap()
            await lab.perform("fetch")
            let before = lab.trace.events.filter { $0.sequence <= mark }
            let after = lab.trace.events(after: mark)
            #expect(before.messages(.call) == ["NetworkManager.shared.fetchMenu() [real]"])
            #expect(after.messages(.call) == ["MockNetworkManager.fetchMenu() [double], call 1"])
            #expect(after.messages(.httpRequest).isEmpty)
        }
    }

    @Test func theMockCountsCallsAndItsErrorPathFails() async throws {
        try await withLabEnvironment { environment in
            let lab = CI.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.perform("fetch")
            await lab.perform("fail")
            await lab.perform("fetch")
            let events = lab.trace.events
            #expect(events.messages(.call).last == "MockNetworkManager.fetchMenu() [double], call 2")
            #expect(events.messages(.error) == ["state: failed: The menu could not be loaded."])
            #expect(lab.status.graph.holds.first?.implementation == "MockNetworkManager (calls: 2, throws)")
        }
    }

    @Test func realFailuresReachTheRealCode() async throws {
        try await withLabEnvironment { environment in
            let lab = CI.Lab(variant: .before, environment: environment)
            await lab.perform("fail")
            await lab.perform("fetch")
            #expect(lab.trace.events.messages(.httpRequest).last?.hasPrefix("GET /menu?status=503 → 503") == true)
            await lab.perform("fail")
            await lab.perform("server")
            await lab.perform("fetch")
            #expect(lab.trace.events.messages(.httpRequest).last?.contains("no answer") == true)
            #expect(lab.trace.events.messages(.error).count == 2)
        }
    }
}
