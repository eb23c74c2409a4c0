import Foundation
import MiniModels
import Testing

private typealias SIV = SupersedeInstanceVariable

@Suite struct SupersedeInstanceVariableLabTests {
    @Test func beforeRunSendsRealRequestsFromTheManagerInitMade() async throws {
        try await withLabEnvironment { environment in
            let lab = SIV.Lab(variant: .before, environment: environment)
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts(httpRequests: 2))
            let address = try await environment.server.baseURL().absoluteString
            let events = await lab.events()
            #expect(events.messages(.output).first == "NetworkManager created for \(address)")
            #expect(events.messages(.call) == Array(repeating: "NetworkManager.fetchMenu() [real], \(address)", count: 2))
            #expect(events.messages(.httpRequest).allSatisfy { $0.hasPrefix("GET /menu → 200") })
            #expect(events.messages(.output).last == "status: 8 on the menu; price(of: \"Mocha\") = 3.60")
            #expect(lab.status.graph.children.first?.detail == "created in init for \(address), asked 2 times")
        }
    }

    @Test func beforeCannotSwap() async throws {
        try await withLabEnvironment { environment in
            let lab = SIV.Lab(variant: .before, environment: environment)
            await lab.swap()
            #expect(lab.status.isSwapped == false)
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("no seam") == true)
            let summary = await lab.runScript()
            #expect(summary.sideEffects.httpRequests == 2)
            #expect(lab.status.graph.holds.first?.isDouble == false)
        }
    }

    @Test func afterWithTheStubHasNoSideEffectsAndIsFaster() async throws {
        try await withLabEnvironment { environment in
            let real = SIV.Lab(variant: .after, environment: environment)
            await environment.server.setDelay(milliseconds: 50)
            let realRun = await real.runScript()
            let double = SIV.Lab(variant: .after, environment: environment)
            await double.swap()
            let doubleRun = await double.runScript()
            #expect(realRun.sideEffects.httpRequests == 2)
            #expect(doubleRun.sideEffects == SideEffectCounts())
            #expect(doubleRun.elapsed < realRun.elapsed)
            #expect(double.status.graph.holds == [HeldDependency("network", "StubNetworkManager (calls: 2)", isDouble: true)])
        }
    }

    @Test func supersedingTheLiveBoardChangesTheRefreshesThatFollow() async throws {
        try await withLabEnvironment { environment in
            let lab = SIV.Lab(variant: .after, environment: environment)
            await lab.perform("refresh")
            let mark = lab.trace.lastSequence
            await lab.swap()
            await lab.perform("refresh")
            let address = try await environment.server.baseURL().absoluteString
            let before = lab.trace.events.filter { $0.sequence <= mark }
            let after = lab.trace.events(after: mark)
            #expect(before.messages(.call) == ["NetworkManager.fetchMenu() [real], \(address)"])
            #expect(after.messages(.call) == ["StubNetworkManager.fetchMenu() [double], call 1"])
            #expect(after.messages(.httpRequest).isEmpty)
            // The same board: no second manager for the server, only the stub, which is one too.
            let created = lab.trace.events.messages(.output).filter { $0.hasPrefix("NetworkManager created") }
            #expect(created == ["NetworkManager created for \(address)", "NetworkManager created for http://stub.invalid"])
            #expect(after.messages(.output).last == "status: 1 on the menu; price(of: \"Mocha\") = 3.60")
            #expect(lab.status.isSwapped)
            #expect(lab.status.graph.children.first?.detail == "created in init for \(address), asked 1 time, superseded")
        }
    }

    @Test func theStubCountsCallsAndItsErrorKeepsTheLastMenu() async throws {
        try await withLabEnvironment { environment in
            let lab = SIV.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.perform("refresh")
            await lab.perform("fail")
            await lab.perform("refresh")
            let events = lab.trace.events
            #expect(events.messages(.call).last == "StubNetworkManager.fetchMenu() [double], call 2")
            #expect(events.messages(.error) == ["status: Offline: showing the last menu (1 item)"])
            #expect(lab.status.graph.holds.first?.implementation == "StubNetworkManager (calls: 2, throws)")
            #expect(lab.status.graph.detail == "Offline: showing the last menu (1 item)")
            #expect(lab.trace.totalSideEffects == SideEffectCounts())
        }
    }

    @Test func realFailuresReachTheRealCode() async throws {
        try await withLabEnvironment { environment in
            let lab = SIV.Lab(variant: .before, environment: environment)
            await lab.perform("refresh")
            await lab.perform("fail")
            await lab.perform("refresh")
            #expect(lab.trace.events.messages(.httpRequest).last?.hasPrefix("GET /menu?status=503 → 503") == true)
            await lab.perform("fail")
            await lab.perform("server")
            await lab.perform("refresh")
            #expect(lab.trace.events.messages(.httpRequest).last?.contains("no answer") == true)
            #expect(lab.trace.events.messages(.error) == Array(repeating: "status: Offline: showing the last menu (8 items)", count: 2))
        }
    }

    @Test func resetBuildsANewBoardWithItsOwnManager() async throws {
        try await withLabEnvironment { environment in
            let lab = SIV.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.reset()
            #expect(lab.status.isSwapped == false)
            let created = lab.trace.events.messages(.output).filter { $0.hasPrefix("NetworkManager created for http://127.0.0.1:") }
            #expect(created.count == 2)
            let summary = await lab.runScript()
            #expect(summary.sideEffects.httpRequests == 2)
        }
    }

    @Test func descriptorKeysAreTheLabsOwnAndTheScriptUsesItsActions() {
        let entry = LabCatalog.Entry(SIV.descriptor) { SIV.Lab(variant: $0, environment: $1) }
        let keys = entry.descriptor.actions.map(\.key)
        #expect(Set(keys).isSubset(of: Set("acefiotuvyz")))
        #expect(Set(keys).count == keys.count)
        #expect(entry.descriptor.script.allSatisfy { id in entry.descriptor.actions.contains { $0.id == id } })
    }
}
