import Dependencies

extension ScopedOverriding {
    /// The behaviours of swift-dependencies that lesson 8 rests on, numbered as in the curriculum.
    public enum Scenario: Int, CaseIterable, Sendable {
        case keepsItsScope = 1
        case capturedAtInit = 2
        case handedOnFromSelf = 3
        case maskingTrap = 4

        /// The behaviour, in one sentence, for the panel's heading.
        public var title: String {
            switch self {
            case .keepsItsScope:
                "A model made inside withDependencies keeps its override later."
            case .capturedAtInit:
                "@Dependency captures values at init: a child made later, outside any scope, gets the default."
            case .handedOnFromSelf:
                "withDependencies(from: self) hands the parent's values on; an override inside it wins."
            case .maskingTrap:
                "A child made without from: while another scope is active picks up that scope."
            }
        }

        /// Runs the scenario with the default values of `context`; see the scenario functions.
        public func run(in context: DependencyContext = .live) async -> ModelTree {
            switch self {
            case .keepsItsScope: await ScopedOverriding.orderKeepsItsScope(in: context)
            case .capturedAtInit: await ScopedOverriding.childCapturedAtInit(in: context)
            case .handedOnFromSelf: await ScopedOverriding.childHandedOnFromSelf(in: context)
            case .maskingTrap: await ScopedOverriding.childMaskedByScope(in: context)
            }
        }
    }
}

// Every scenario sets the dependency context itself. swift-dependencies picks the default from
// the process: `.live` in the app, `.test` under a test runner. A child that gets the default
// would then hold "live" in the panel and "test" in the tests, and the two would show different
// trees. With the context explicit, both show the same tree; `.live` is what the app runs.
//
// In `.live` the default is `MenuClient.liveValue` ("live", the counter's prices); in `.test` it
// is `testValue` ("test", every drink 1.00): the lesson's point that the child "goes back to the
// live value" holds in the app only. Overridden values are the same in both contexts.
//
// Each tree is taken after the overriding scopes have ended, where only the context is set, so
// it shows what the models captured, not what a scope would lend them at the moment of reading.
extension ScopedOverriding {
    /// Behaviour 1: an `OrderModel` built inside `withDependencies { tutorial }` loads the
    /// tutorial menu when `loadMenu()` runs after the scope has returned.
    public static func orderKeepsItsScope(in context: DependencyContext = .live) async -> ModelTree {
        await withDependencies { $0.context = context } operation: {
            let order = tutorialOrder(After.OrderModel.init)
            try? await order.loadMenu()
            return ModelTree(order)
        }
    }

    /// Behaviour 2, `before.swift`: an order built with the tutorial menu adds a Cortado later,
    /// outside any scope. The item holds the context's default, not the tutorial menu.
    public static func childCapturedAtInit(in context: DependencyContext = .live) async -> ModelTree {
        await withDependencies { $0.context = context } operation: {
            let order = tutorialOrder(Before.OrderModel.init)
            order.add("Cortado")
            await loadPrices(order.items)
            return ModelTree(order)
        }
    }

    /// Behaviour 3, `after.swift`: the same order adds a Cortado, which holds the tutorial menu,
    /// and a Flat White with the samples menu as its own override, which holds that instead.
    public static func childHandedOnFromSelf(in context: DependencyContext = .live) async -> ModelTree {
        await withDependencies { $0.context = context } operation: {
            let order = tutorialOrder(After.OrderModel.init)
            order.add("Cortado")
            order.add("Flat White", menu: .samples)
            await loadPrices(order.items)
            return ModelTree(order)
        }
    }

    /// Behaviour 4, `before.swift`: the tutorial order adds a Cortado while a scope overriding
    /// the menu with `scope` is active, and the item loads its price inside that scope too, as a
    /// test that wraps everything would. The item holds `scope`, whatever its parent holds.
    ///
    /// With the default, the tutorial menu, the tree looks as if the item had inherited its
    /// parent's menu: the bug of `before.swift` is masked. Pass another menu to see where the
    /// item's value really comes from.
    public static func childMaskedByScope(scope: MenuClient = .tutorial,
                                          in context: DependencyContext = .live) async -> ModelTree {
        await withDependencies { $0.context = context } operation: {
            let order = tutorialOrder(Before.OrderModel.init)
            await withDependencies { $0.menuClient = scope } operation: {
                order.add("Cortado")
                await loadPrices(order.items)
            }
            return ModelTree(order)
        }
    }

    /// Only the order is built inside the override's scope; the caller drives it from outside,
    /// as the app would, and as the lesson's `makeOrder()` does.
    private static func tutorialOrder<Order>(_ makeOrder: () -> Order) -> Order {
        withDependencies { $0.menuClient = .tutorial } operation: { makeOrder() }
    }

    nonisolated(nonsending) private static func loadPrices(_ items: [OrderItemModel]) async {
        for item in items { await item.loadPrice() }
    }
}
