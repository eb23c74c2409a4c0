import Dependencies

extension ScopedOverriding {
    /// One item of an order: it loads its own price through the menu it captured when it was built.
    ///
    /// The same in `before.swift` and `after.swift`; only where it is created differs.
    public final class OrderItemModel {
        @Dependency(\.menuClient) var menuClient
        public let name: String
        public private(set) var price: Double?

        public init(name: String) { self.name = name }

        /// The label of the menu this item holds. Read it outside any scope that overrides
        /// `\.menuClient`: a read merges the scope current at that moment over the values the
        /// item captured at init, so inside such a scope it names the scope's menu instead.
        public var menuLabel: String { menuClient.label }

        // `nonisolated(nonsending)`: the item is not Sendable, so its async work runs on the
        // caller's executor instead of being sent to another one.
        nonisolated(nonsending) public func loadPrice() async {
            let menu = (try? await menuClient.fetchMenu()) ?? []
            price = menu.first { $0.name == name }?.price
        }
    }
}
