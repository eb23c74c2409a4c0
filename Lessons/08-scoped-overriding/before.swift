// before.swift: an order and its items, reading the menu through
// swift-dependencies.
//
// What to look at: `add(_:)`, under `// HARD`. The order was built with
// whatever menu its creator chose, but it builds each item plainly, so the
// item's `@Dependency` reads the values current at that moment: outside
// any scope, that is the default (live in the app, `testValue` in tests),
// not the order's menu.

import Dependencies
import Foundation

struct MenuItem: Codable, Equatable, Sendable {
    var name: String
    var price: Double
}

struct MenuClient: Sendable {
    var fetchMenu: @Sendable () async throws -> [MenuItem]
}

extension MenuClient: DependencyKey {
    static let liveValue = MenuClient(fetchMenu: {
        let url = URL(string: "http://127.0.0.1:8080/menu")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([MenuItem].self, from: data)
    })
    static let testValue = MenuClient(fetchMenu: { [] })
}

extension DependencyValues {
    var menuClient: MenuClient {
        get { self[MenuClient.self] }
        set { self[MenuClient.self] = newValue }
    }
}

final class OrderModel {
    @Dependency(\.menuClient) var menuClient
    private(set) var menu: [MenuItem] = []
    private(set) var items: [OrderItemModel] = []

    func loadMenu() async throws {
        menu = try await menuClient.fetchMenu()
    }

    func add(_ name: String) {
        // HARD: a plain init: the child ignores the order's dependencies
        items.append(OrderItemModel(name: name))
    }
}

final class OrderItemModel {
    @Dependency(\.menuClient) var menuClient
    let name: String
    private(set) var price: Double?

    init(name: String) { self.name = name }

    func loadPrice() async {
        let menu = (try? await menuClient.fetchMenu()) ?? []
        price = menu.first { $0.name == name }?.price
    }
}
