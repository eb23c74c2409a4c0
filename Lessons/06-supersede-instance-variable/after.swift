// after.swift: the same board, with a way to replace its manager.
//
// What to look at: the two `// SEAM` spots. The property became a `var`,
// and `supersedeNetworkManager(with:)` assigns a replacement. `init()` is
// untouched: it still builds the real manager, and a test swaps it out
// before the first `refresh()`.

import Foundation

struct MenuItem: Codable, Equatable {
    var name: String
    var price: Double
}

class NetworkManager {
    let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
        print("NetworkManager created for \(baseURL)")
    }

    func fetchMenu() async throws -> [MenuItem] {
        let url = baseURL.appendingPathComponent("menu")
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([MenuItem].self, from: data)
    }
}

final class MenuBoard {
    private(set) var items: [MenuItem] = []
    private(set) var status = "Not loaded"
    // SEAM: still created in init, but now a `var`
    private var network: NetworkManager

    init() {
        let env = ProcessInfo.processInfo.environment
        let port = env["BREWLINE_PORT"] ?? "8080"
        network = NetworkManager(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    }

    // SEAM: replaces the manager that init created
    func supersedeNetworkManager(with replacement: NetworkManager) {
        network = replacement
    }

    func refresh() async {
        do {
            items = try await network.fetchMenu()
            status = "\(items.count) on the menu"
        } catch {
            status = "Offline: showing the last menu"
        }
    }

    func price(of name: String) -> Double? {
        items.first { $0.name == name }?.price
    }
}
