import Foundation

extension ScopedOverriding {
    /// A tree of models as plain data: each node names a model and the menu it holds.
    ///
    /// This is what the live panel draws, and what tests compare: a snapshot taken from the
    /// models, with nothing of the library or the models left in it.
    public struct ModelTree: Hashable, Sendable {
        /// The model's type as the lesson names it: `OrderModel` or `OrderItemModel`.
        public var model: String
        /// The item's drink; nil for the order.
        public var name: String?
        /// The label of the `MenuClient` the model holds: "live", "test", or an override's name.
        public var menu: String
        /// What the model got when it last used its client: the order's menu or the item's
        /// price, as "Cortado 2.90". Nil when it has not run, or found no price.
        public var fetched: String?
        public var children: [ModelTree]

        public init(model: String, name: String? = nil, menu: String, fetched: String? = nil,
                    children: [ModelTree] = []) {
            self.model = model
            self.name = name
            self.menu = menu
            self.fetched = fetched
            self.children = children
        }

        /// One line for this node: `OrderItemModel "Cortado" · menu: live · Cortado 3.10`.
        public var label: String {
            var parts = [name.map { "\(model) \"\($0)\"" } ?? model, "menu: \(menu)"]
            if let fetched { parts.append(fetched) }
            return parts.joined(separator: " · ")
        }

        /// The whole tree, one node a line, each child indented under its parent.
        public var outline: [String] {
            [label] + children.flatMap { $0.outline.map { "  " + $0 } }
        }
    }
}

// The snapshots read each model's `@Dependency`, so take them outside any scope that overrides
// `\.menuClient` (see `OrderItemModel.menuLabel`); the scenarios do.
extension ScopedOverriding.ModelTree {
    /// A snapshot of a `before.swift` order and its items.
    public init(_ order: ScopedOverriding.Before.OrderModel) {
        self.init(order: order.menuLabel, menu: order.menu, items: order.items)
    }

    /// A snapshot of an `after.swift` order and its items.
    public init(_ order: ScopedOverriding.After.OrderModel) {
        self.init(order: order.menuLabel, menu: order.menu, items: order.items)
    }

    /// A snapshot of one item.
    public init(_ item: ScopedOverriding.OrderItemModel) {
        self.init(model: "OrderItemModel", name: item.name, menu: item.menuLabel,
                  fetched: item.price.map { Self.describe(ScopedOverriding.MenuItem(name: item.name, price: $0)) })
    }

    private init(order label: String, menu: [ScopedOverriding.MenuItem], items: [ScopedOverriding.OrderItemModel]) {
        self.init(model: "OrderModel", menu: label,
                  fetched: menu.isEmpty ? nil : menu.map(Self.describe).joined(separator: ", "),
                  children: items.map { Self($0) })
    }

    private static func describe(_ item: ScopedOverriding.MenuItem) -> String {
        "\(item.name) \(String(format: "%.2f", item.price))"
    }
}
