import Dependencies

extension ScopedOverriding {
    public static let descriptor = LabDescriptor(
        id: "scoped-overriding",
        title: "Scoped overriding with swift-dependencies",
        actions: [
            LabAction("menu", key: "f", "The order loads its menu"),
            LabAction("add", key: "a", "Add a Cortado, later, outside any scope"),
            LabAction("scoped-add", key: "i", "Add a Flat White inside a test's scope (the samples menu)"),
            LabAction("prices", key: "c", "Every item loads its price"),
        ],
        script: ["menu", "add", "prices"],
        swapTitle: "build the order inside withDependencies { $0.menuClient = .tutorial }",
        noSeam: "the order can be built inside withDependencies, but its items are made without from: self",
        touches: "the menu client")

    /// The live model of lesson 8, on the real swift-dependencies library.
    ///
    /// Everything runs in the live context, set explicitly, so the app and its tests build the
    /// same trees (see `ScopedOverriding+Scenarios.swift`). The swap is the technique itself:
    /// a new order built inside `withDependencies` with the tutorial menu. In the before code
    /// the order takes the override too, but the items it makes later do not: the lesson's bug.
    public actor Lab: MiniModels.Lab {
        public nonisolated let variant: LabVariant
        public nonisolated let basics: LabBasics
        private var before = Before.OrderModel()
        private var after = After.OrderModel()

        public init(variant: LabVariant, environment: LabEnvironment) {
            self.variant = variant
            basics = LabBasics(environment: environment, graph: GraphNode("OrderModel",
                holds: [HeldDependency("menuClient", "live", isDouble: false)]))
        }

        public nonisolated var descriptor: LabDescriptor { ScopedOverriding.descriptor }

        public func perform(_ actionID: String) async {
            await basics.act {
                await inLiveContext {
                    switch actionID {
                    case "menu": await loadMenu()
                    case "add": add("Cortado")
                    case "scoped-add":
                        trace.record(.note, "inside withDependencies { $0.menuClient = .samples }, as a test that wraps everything: the scope active now wins, from: self or not")
                        await withDependencies { $0.menuClient = .samples } operation: {
                            add("Flat White")
                            await loadPrice(ofItemAt: items.count - 1)
                        }
                    case "prices":
                        for index in items.indices { await loadPrice(ofItemAt: index) }
                    default: trace.record(.error, "unknown action \(actionID)")
                    }
                }
            }
            await publish()
        }

        public func swap() async {
            await basics.act {
                await inLiveContext {
                    // The technique: the order is built inside a scope that overrides the menu.
                    switch variant {
                    case .before: before = withDependencies { $0.menuClient = .tutorial } operation: { Before.OrderModel() }
                    case .after: after = withDependencies { $0.menuClient = .tutorial } operation: { After.OrderModel() }
                    }
                }
                trace.record(.swap, "a new OrderModel built inside withDependencies { $0.menuClient = .tutorial }")
                if variant == .before {
                    trace.record(.note, "before.swift makes its items without from: self: they will not get the tutorial menu")
                }
            }
            await publish(swapped: true)
        }

        public func reset() async {
            before = Before.OrderModel()
            after = After.OrderModel()
            trace.record(.note, "reset: a new OrderModel with the live menu, no items")
            await publish(swapped: false)
        }

        private var items: [OrderItemModel] { variant == .before ? before.items : after.items }

        private func loadMenu() async {
            do {
                switch variant {
                case .before: try await before.loadMenu()
                case .after: try await after.loadMenu()
                }
                let menu = variant == .before ? before.menu : after.menu
                trace.record(.output, "order menu: " + menu.map { "\($0.name) \(String.money($0.price))" }.joined(separator: ", "))
            } catch {
                trace.record(.error, "the menu could not be loaded: \(error)")
            }
        }

        private func add(_ name: String) {
            switch variant {
            case .before: before.add(name)
            case .after: after.add(name)
            }
            trace.record(.call, variant == .before
                ? "OrderItemModel(name: \"\(name)\"): a plain init, it captures the scope current now"
                : "withDependencies(from: self) { OrderItemModel(name: \"\(name)\") }: it starts from the order's values")
        }

        private func loadPrice(ofItemAt index: Int) async {
            let item = items[index]
            await item.loadPrice()
            if let price = item.price {
                trace.record(.output, "\(item.name): \(String.money(price)), from the \(item.menuLabel) menu")
            } else {
                trace.record(.error, "\(item.name): no price on the \(item.menuLabel) menu")
            }
        }

        private func inLiveContext<T>(_ body: () async throws -> T) async rethrows -> T {
            try await withDependencies { $0.context = .live } operation: { try await body() }
        }

        /// The tree is read in the live context only, outside any override (see `ModelTree`).
        private func publish(swapped: Bool? = nil) async {
            let tree = await inLiveContext {
                variant == .before ? ModelTree(before) : ModelTree(after)
            }
            basics.publish(Self.graph(tree), swapped: swapped)
        }

        private static func graph(_ tree: ModelTree) -> GraphNode {
            GraphNode(tree.name.map { "\(tree.model) \"\($0)\"" } ?? tree.model, detail: tree.fetched,
                      holds: [HeldDependency("menuClient", tree.menu, isDouble: tree.menu != "live")],
                      children: tree.children.map(graph))
        }
    }
}
