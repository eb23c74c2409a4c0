import Dependencies

extension ScopedOverriding.Before {
    /// `before.swift`'s order: it builds each item plainly, so the item ignores the order's values.
    public final class OrderModel {
        @Dependency(\.menuClient) var menuClient
        public private(set) var menu: [ScopedOverriding.MenuItem] = []
        public private(set) var items: [ScopedOverriding.OrderItemModel] = []

        public init() {}

        /// The label of the menu this order holds; see `OrderItemModel.menuLabel` for when to read it.
        public var menuLabel: String { menuClient.label }

        // Runs on the caller's executor: the order is not Sendable (see `OrderItemModel.loadPrice`).
        nonisolated(nonsending) public func loadMenu() async throws {
            menu = try await menuClient.fetchMenu()
        }

        public func add(_ name: String) {
            // HARD: a plain init, so the item captures whatever scope is current now, not the
            // values this order was built with.
            items.append(ScopedOverriding.OrderItemModel(name: name))
        }
    }
}
