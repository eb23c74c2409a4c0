// before.swift: Brewline's menu board builds its own network manager.
//
// What to look at: the `// HARD` lines. `init()` works out the server's
// address and creates the `NetworkManager` itself, into a `let`. Nothing
// outside can reach it: every `refresh()` is real HTTP, and the offline
// branch runs only when the real server is down.

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
    // HARD: created in init, and a `let`: no way in, no way to replace
    private let network: NetworkManager

    init() {
        let env = ProcessInfo.processInfo.environment
        let port = env["BREWLINE_PORT"] ?? "8080"
        network = NetworkManager(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!)
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
