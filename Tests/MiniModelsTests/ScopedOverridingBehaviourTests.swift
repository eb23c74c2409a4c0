import Dependencies
import MiniModels
import Testing

private typealias Tree = ScopedOverriding.ModelTree

/// Behaviours 1-4 of swift-dependencies 1.17.1, as the lesson's scenarios show them. Each
/// expectation names the menu a model holds and the price it fetched, so a library that
/// behaved otherwise would show another label or price and fail here.
@Suite struct ScopedOverridingBehaviourTests {
    static let contexts: [DependencyContext] = [.live, .test]

    @Test(arguments: contexts)
    func behaviour1_anOrderBuiltInAScopeKeepsItsOverrideAfterTheScopeEnds(context: DependencyContext) async {
        let tree = await ScopedOverriding.orderKeepsItsScope(in: context)

        #expect(tree == Tree(model: "OrderModel", menu: "tutorial", fetched: "Flat White 3.20, Cortado 2.90"))
    }

    @Test func behaviour2_aChildMadeLaterOutsideAnyScopeGetsTheLiveValueInTheApp() async {
        let tree = await ScopedOverriding.childCapturedAtInit(in: .live)

        #expect(tree.menu == "tutorial")
        #expect(tree.children == [Tree(model: "OrderItemModel", name: "Cortado", menu: "live", fetched: "Cortado 3.10")])
    }

    /// Behaviour 8: the article's "back to the live value" holds in the live context only.
    @Test func behaviour2_inATestContextTheSameChildGetsTheTestValue() async {
        let tree = await ScopedOverriding.childCapturedAtInit(in: .test)

        #expect(tree.menu == "tutorial")
        #expect(tree.children == [Tree(model: "OrderItemModel", name: "Cortado", menu: "test", fetched: "Cortado 1.00")])
    }

    @Test(arguments: contexts)
    func behaviour3_fromSelfHandsTheParentsValuesOnAndAnOverrideInsideItWins(context: DependencyContext) async {
        let tree = await ScopedOverriding.childHandedOnFromSelf(in: context)

        #expect(tree.menu == "tutorial")
        #expect(tree.children == [
            Tree(model: "OrderItemModel", name: "Cortado", menu: "tutorial", fetched: "Cortado 2.90"),
            Tree(model: "OrderItemModel", name: "Flat White", menu: "samples", fetched: "Flat White 0.00"),
        ])
    }

    @Test(arguments: contexts)
    func behaviour4_aScopeWrappingTheAddMasksTheMissingFromSelf(context: DependencyContext) async {
        let tree = await ScopedOverriding.childMaskedByScope(in: context)

        // Looks inherited, against before.swift: the scope lent the item the same menu.
        #expect(tree.children == [Tree(model: "OrderItemModel", name: "Cortado", menu: "tutorial", fetched: "Cortado 2.90")])
    }

    @Test(arguments: contexts)
    func behaviour4_theChildTakesTheActiveScopesValueNotItsParents(context: DependencyContext) async {
        let tree = await ScopedOverriding.childMaskedByScope(scope: .samples, in: context)

        #expect(tree.menu == "tutorial")
        #expect(tree.children == [Tree(model: "OrderItemModel", name: "Cortado", menu: "samples", fetched: "Cortado 0.00")])
    }

    @Test(arguments: contexts)
    func beforeLosesTheParentsMenuAndAfterKeepsIt(context: DependencyContext) async throws {
        let before = await ScopedOverriding.childCapturedAtInit(in: context)
        let after = await ScopedOverriding.childHandedOnFromSelf(in: context)
        let beforeItem = try #require(before.children.first)
        let afterItem = try #require(after.children.first)

        #expect(before.menu == after.menu)
        #expect(beforeItem.menu != before.menu, "the bug: the item does not hold its order's menu")
        #expect(afterItem.menu == after.menu, "the fix: the item holds its order's menu")
        #expect(afterItem.fetched == "Cortado 2.90")
    }

    @Test func eachScenarioRunsItsBehaviour() async {
        #expect(ScopedOverriding.Scenario.allCases.map(\.rawValue) == [1, 2, 3, 4])
        #expect(await ScopedOverriding.Scenario.capturedAtInit.run()
            == ScopedOverriding.childCapturedAtInit(in: .live))
        #expect(await ScopedOverriding.Scenario.handedOnFromSelf.run(in: .test)
            == ScopedOverriding.childHandedOnFromSelf(in: .test))
    }
}
