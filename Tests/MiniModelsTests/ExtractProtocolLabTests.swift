import Foundation
import MiniModels
import Testing

private typealias EP = ExtractProtocol

@Suite struct ExtractProtocolLabTests {
    @Test func beforeRunWritesThePlistAndVisitsGrowAcrossRuns() async throws {
        try await withLabEnvironment { environment in
            let plist = EP.BrewlineDefaults.plistURL(in: environment.scratch)
            let suite = environment.scratch.appendingPathComponent("brewline.settings").path
            let first = await EP.Lab(variant: .before, environment: environment).runScript()
            #expect(first.sideEffects == SideEffectCounts(defaultsWrites: 3))
            #expect(FileManager.default.fileExists(atPath: plist.path))
            #expect(UserDefaults(suiteName: suite)?.integer(forKey: "visits") == 2)
            #expect(EP.PlistSnapshot(at: plist).visits == 2)

            // A new lab is the app started again: the counter goes on from the file.
            let lab = EP.Lab(variant: .before, environment: environment)
            let second = await lab.runScript()
            #expect(second.sideEffects == SideEffectCounts(defaultsWrites: 3))
            let reread = try #require(UserDefaults(suiteName: suite))
            #expect(reread.integer(forKey: "visits") == 4)
            #expect(reread.string(forKey: "favouriteDrink") == "Mocha")
            let onDisk = EP.PlistSnapshot(at: plist)
            #expect(onDisk.visits == 4)
            #expect(onDisk.favouriteDrink == "Mocha")
            let events = await lab.events()
            #expect(events.messages(.defaultsWrite) == [
                "visits = 3 → brewline.settings.plist",
                "favouriteDrink = \"Mocha\" → brewline.settings.plist",
                "visits = 4 → brewline.settings.plist",
            ])
            #expect(events.messages(.output).contains("greeting: Welcome back! The usual Mocha?"))
            #expect(events.messages(.output).last?.hasPrefix("brewline.settings.plist on disk: visits 4") == true)
            #expect(lab.status.graph.detail == "visits 4, favourite \"Mocha\"")
        }
    }

    @Test func clearingTheFavouriteRemovesItFromThePlist() async throws {
        try await withLabEnvironment { environment in
            let lab = EP.Lab(variant: .before, environment: environment)
            // A visit first: a suite with no keys left has no plist at all.
            for action in ["visit", "favourite", "favourite", "favourite"] { await lab.perform(action) }
            #expect(lab.trace.events.messages(.defaultsWrite).last == "favouriteDrink = nil → brewline.settings.plist")
            let onDisk = EP.PlistSnapshot(at: EP.BrewlineDefaults.plistURL(in: environment.scratch))
            #expect(onDisk.visits == 1)
            #expect(onDisk.favouriteDrink == nil)
            #expect(lab.trace.totalSideEffects == SideEffectCounts(defaultsWrites: 4))
        }
    }

    @Test func beforeCannotSwap() async throws {
        try await withLabEnvironment { environment in
            let lab = EP.Lab(variant: .before, environment: environment)
            await lab.swap()
            #expect(lab.status.isSwapped == false)
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("no seam") == true)
            let summary = await lab.runScript()
            #expect(summary.sideEffects.defaultsWrites == 3)
            #expect(lab.status.graph.holds.first?.isDouble == false)
        }
    }

    @Test func afterWithTheFakeWritesNoPlist() async throws {
        try await withLabEnvironment { environment in
            let lab = EP.Lab(variant: .after, environment: environment)
            await lab.swap()
            let run = await lab.runScript()
            #expect(run.sideEffects == SideEffectCounts())
            #expect(!FileManager.default.fileExists(atPath: EP.BrewlineDefaults.plistURL(in: environment.scratch).path))
            let events = lab.trace.events
            #expect(events.messages(.call) == [
                "FakeKeyValueStore.set(1, forKey: \"visits\") [double], in memory, call 1",
                "FakeKeyValueStore.set(\"Cortado\", forKey: \"favouriteDrink\") [double], in memory, call 2",
                "FakeKeyValueStore.set(2, forKey: \"visits\") [double], in memory, call 3",
            ])
            #expect(events.messages(.output).last == "brewline.settings.plist untouched since the swap: not written")
            #expect(lab.status.graph.holds == [HeldDependency("defaults", "FakeKeyValueStore (keys: 2, sets: 3)", isDouble: true)])
        }
    }

    @Test func swappingMidRunLeavesThePlistAsItWas() async throws {
        try await withLabEnvironment { environment in
            let plist = EP.BrewlineDefaults.plistURL(in: environment.scratch)
            let lab = EP.Lab(variant: .after, environment: environment)
            await lab.perform("visit")
            await lab.perform("visit")
            let bytes = try Data(contentsOf: plist)
            let snapshot = EP.PlistSnapshot(at: plist)
            let mark = lab.trace.lastSequence
            await lab.swap()
            await lab.perform("visit")
            let before = lab.trace.events.filter { $0.sequence <= mark }
            let after = lab.trace.events(after: mark)
            #expect(before.messages(.defaultsWrite) == ["visits = 1 → brewline.settings.plist", "visits = 2 → brewline.settings.plist"])
            #expect(after.messages(.defaultsWrite).isEmpty)
            #expect(after.messages(.call) == ["FakeKeyValueStore.set(1, forKey: \"visits\") [double], in memory, call 1"])
            // The fake starts empty: this is a first visit again, for the model.
            #expect(after.messages(.output).first == "greeting: Welcome back!")
            #expect(after.messages(.output).last?.hasPrefix("brewline.settings.plist untouched since the swap: visits 2") == true)
            #expect(try Data(contentsOf: plist) == bytes)
            #expect(EP.PlistSnapshot(at: plist) == snapshot)
            #expect(lab.status.graph.children.first?.detail?.hasPrefix("on disk: visits 2") == true)
            #expect(lab.status.graph.detail == "visits 1, favourite none")
        }
    }

    @Test func theFakeReadsBackWhatTheModelWrites() async throws {
        try await withLabEnvironment { environment in
            let lab = EP.Lab(variant: .after, environment: environment)
            await lab.swap()
            for action in ["visit", "favourite", "favourite", "favourite"] { await lab.perform(action) }
            let outputs = lab.trace.events.messages(.output).filter { $0.hasPrefix("greeting") }
            #expect(outputs == [
                "greeting: Welcome back!",
                "greeting: Welcome back! The usual Cortado?",
                "greeting: Welcome back! The usual Mocha?",
                "greeting: Welcome back!",
            ])
            #expect(lab.trace.events.messages(.call).last == "FakeKeyValueStore.set(nil, forKey: \"favouriteDrink\") [double], in memory, call 4")
            // Clearing the favourite removes the key, as UserDefaults does.
            #expect(lab.status.graph.holds.first?.implementation == "FakeKeyValueStore (keys: 1, sets: 4)")
            #expect(lab.trace.totalSideEffects == SideEffectCounts())
        }
    }

    @Test func resetGoesBackToTheRealDefaultsWithTheirValues() async throws {
        try await withLabEnvironment { environment in
            let lab = EP.Lab(variant: .after, environment: environment)
            await lab.perform("visit")
            await lab.swap()
            await lab.perform("visit")
            await lab.reset()
            #expect(lab.status.isSwapped == false)
            #expect(lab.status.graph.holds.first?.isDouble == false)
            await lab.perform("visit")
            #expect(lab.trace.events.messages(.defaultsWrite).last == "visits = 2 → brewline.settings.plist")
        }
    }

    @Test func descriptorKeysAreTheLabsOwnAndTheScriptUsesItsActions() {
        let entry = LabCatalog.Entry(EP.descriptor) { EP.Lab(variant: $0, environment: $1) }
        let keys = entry.descriptor.actions.map(\.key)
        #expect(Set(keys).isSubset(of: Set("acefiotuvyz")))
        #expect(Set(keys).count == keys.count)
        #expect(entry.descriptor.script.allSatisfy { id in entry.descriptor.actions.contains { $0.id == id } })
    }
}
