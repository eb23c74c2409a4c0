import Dependencies

extension ScopedOverriding.After {
    /// `after.swift`'s order: it builds each item inside `withDependencies(from: self)`.
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
            // SEAM: the item starts from this order's values, overrides included, wherever
            // and whenever `add` runs.
            let item = withDependencies(from: self) {
                ScopedOverriding.OrderItemModel(name: name)
            }
            items.append(item)
        }

        /// Adds an item that inherits this order's values except the menu, which `menu:` replaces:
        /// the lesson's free sample. Its siblings keep the order's menu.
        public func add(_ name: String, menu override: ScopedOverriding.MenuClient) {
            let item = withDependencies(from: self) {
                $0.menuClient = override
            } operation: {
                ScopedOverriding.OrderItemModel(name: name)
            }
            items.append(item)
        }
    }
}
