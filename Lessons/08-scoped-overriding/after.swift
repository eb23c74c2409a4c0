// after.swift: the same models; the order now hands its dependencies on.
//
// What to look at: `add(_:)`, under `// SEAM`. The item is built inside
// `withDependencies(from: self)`, so its `@Dependency` starts from the
// order's values, overrides included, wherever and whenever `add` runs.
// Nothing else changed: the seam is the scope the child is created in.

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
        // SEAM: the child starts from the order's dependencies
        let item = withDependencies(from: self) {
            OrderItemModel(name: name)
        }
        items.append(item)
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
