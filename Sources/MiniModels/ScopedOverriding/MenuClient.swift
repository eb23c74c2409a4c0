import Dependencies

extension ScopedOverriding {
    /// One drink on the menu and its price.
    public struct MenuItem: Hashable, Sendable {
        public var name: String
        public var price: Double

        public init(name: String, price: Double) {
            self.name = name
            self.price = price
        }
    }

    /// The menu service, as a struct of closures like the lesson's, plus a label.
    public struct MenuClient: Sendable {
        /// Which menu this is: "live", "test", or an override's name. The lesson's client has
        /// no such field; here it makes the value each model holds visible in a `ModelTree`,
        /// because two closures cannot be told apart by looking at them.
        public var label: String
        public var fetchMenu: @Sendable () async throws -> [MenuItem]

        public init(label: String, fetchMenu: @escaping @Sendable () async throws -> [MenuItem]) {
            self.label = label
            self.fetchMenu = fetchMenu
        }

        /// A client that always returns `menu`: what a scope overrides `\.menuClient` with.
        public static func fixed(_ label: String, menu: [MenuItem]) -> MenuClient {
            MenuClient(label: label, fetchMenu: {
                Trace.record(.call, "menuClient.fetchMenu() → the \(label) menu")
                return menu
            })
        }
    }

    /// The menus the scenarios use. Every menu prices the same drinks differently, so a price
    /// alone says which menu a model fetched it from.
    public enum Menus {
        /// Today's prices at the counter: what the live value serves.
        public static let live = [MenuItem(name: "Flat White", price: 3.40), MenuItem(name: "Cortado", price: 3.10)]
        /// What the test value serves: one price for everything, so a leak into a test is obvious.
        public static let test = [MenuItem(name: "Flat White", price: 1.00), MenuItem(name: "Cortado", price: 1.00)]
        /// The onboarding order's menu: the override a tutorial is built with.
        public static let tutorial = [MenuItem(name: "Flat White", price: 3.20), MenuItem(name: "Cortado", price: 2.90)]
        /// Free samples: the override one child gets on top of its parent's values.
        public static let samples = [MenuItem(name: "Flat White", price: 0), MenuItem(name: "Cortado", price: 0)]
    }
}

extension ScopedOverriding.MenuClient {
    /// The tutorial menu as an override.
    public static let tutorial = fixed("tutorial", menu: ScopedOverriding.Menus.tutorial)
    /// The free-samples menu as an override.
    public static let samples = fixed("samples", menu: ScopedOverriding.Menus.samples)
}

extension ScopedOverriding.MenuClient: DependencyKey {
    /// The lesson's live value sends `GET /menu` to the demo server. This one reads the counter's
    /// price list in memory instead: the models run inside the app and its tests, where a network
    /// call would only add a way to fail that the lesson is not about.
    public static let liveValue = fixed("live", menu: ScopedOverriding.Menus.live)

    /// The value a test process falls back to when nothing overrides the client.
    public static let testValue = fixed("test", menu: ScopedOverriding.Menus.test)
}

extension DependencyValues {
    /// The Brewline menu of lesson 8, under the name the lesson gives it.
    public var menuClient: ScopedOverriding.MenuClient {
        get { self[ScopedOverriding.MenuClient.self] }
        set { self[ScopedOverriding.MenuClient.self] = newValue }
    }
}
