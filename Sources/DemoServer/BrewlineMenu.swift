/// One drink on Brewline's menu, in the shape the lessons' `MenuItem` decodes.
public struct MenuItem: Codable, Equatable, Sendable {
    public var name: String
    public var price: Double

    public init(name: String, price: Double) {
        self.name = name
        self.price = price
    }
}

/// The fixed menu `GET /menu` serves.
public enum BrewlineMenu {
    // Flat White, Mocha and Cortado carry the prices the lessons quote, so a
    // learner who runs a lesson against the server sees the numbers the text shows.
    public static let items: [MenuItem] = [
        MenuItem(name: "Espresso", price: 2.5),
        MenuItem(name: "Cortado", price: 2.9),
        MenuItem(name: "Flat White", price: 3.2),
        MenuItem(name: "Chai Latte", price: 3.3),
        MenuItem(name: "Cappuccino", price: 3.4),
        MenuItem(name: "Latte", price: 3.5),
        MenuItem(name: "Mocha", price: 3.6),
        MenuItem(name: "Cold Brew", price: 3.8),
    ]
}
