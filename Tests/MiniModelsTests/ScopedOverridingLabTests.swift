import MiniModels
import Testing

private typealias SO = ScopedOverriding

/// The lab drives the real library: which menu each model holds after the learner's moves.
@Suite struct ScopedOverridingLabTests {
    private func menus(_ node: GraphNode) -> [String] {
        node.holds.map(\.implementation) + node.children.flatMap(menus)
    }

    @Test func afterSwapTheChildInheritsTheTutorialMenu() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .after, environment: environment)
            await lab.swap()
            _ = await lab.runScript()
            #expect(menus(lab.status.graph) == ["tutorial", "tutorial"])
            #expect(lab.trace.events.messages(.output).last == "Cortado: 2.90, from the tutorial menu")
        }
    }

    @Test func beforeSwapTheChildSilentlyUsesTheLiveMenu() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .before, environment: environment)
            await lab.swap()
            _ = await lab.runScript()
            #expect(menus(lab.status.graph) == ["tutorial", "live"])
            #expect(lab.trace.events.messages(.output).last == "Cortado: 3.10, from the live menu")
            #expect(lab.status.graph.children.first?.holds.first?.isDouble == false)
        }
    }

    /// The scope active when an item is made wins over the order's values, `from: self` or not
    /// (the library merges the current scope over the model's values). A test that wraps
    /// everything in one scope therefore sees the same tree for the buggy and the fixed code.
    @Test func insideAWrappingScopeBeforeAndAfterLookTheSame() async throws {
        try await withLabEnvironment { environment in
            let before = SO.Lab(variant: .before, environment: environment)
            let after = SO.Lab(variant: .after, environment: environment)
            for lab in [before, after] as [any Lab] {
                await lab.swap()
                await lab.perform("scoped-add")
            }
            #expect(menus(before.status.graph) == ["tutorial", "samples"])
            #expect(menus(after.status.graph) == ["tutorial", "samples"])
        }
    }

    @Test func swappingMidRunChangesWhatTheNextItemsHold() async throws {
        try await withLabEnvironment { environment in
            let lab = SO.Lab(variant: .after, environment: environment)
            await lab.perform("add")
            await lab.perform("prices")
            let mark = lab.trace.lastSequence
            await lab.swap()
            await lab.perform("add")
            await lab.perform("prices")
            #expect(lab.trace.events.filter { $0.sequence <= mark }.messages(.call).contains("menuClient.fetchMenu() → the live menu"))
            #expect(lab.trace.events(after: mark).messages(.call).contains("menuClient.fetchMenu() → the tutorial menu"))
            #expect(!lab.trace.events(after: mark).messages(.call).contains("menuClient.fetchMenu() → the live menu"))
            await lab.reset()
            #expect(menus(lab.status.graph) == ["live"])
        }
    }
}
