// before.swift: Brewline's menu screen model, with a hard-wired network.
//
// What to look at: the line under `// HARD`. `loadMenu()` asks the shared
// `NetworkManager` for the menu, so every call is a real `GET /menu` over
// HTTP. Nobody outside `MenuViewModel` can choose another source: a test
// waits for a real server, and fails whenever that server is down.

import Foundation

struct MenuItem: Codable, Equatable {
    var name: String
    var price: Double
}

final class NetworkManager: Sendable {
    static let shared = NetworkManager(
        baseURL: URL(string: "http://127.0.0.1:8080")!)
    let baseURL: URL

    init(baseURL: URL) { self.baseURL = baseURL }

    /// `GET /menu`, decoded from JSON: `[{"name": ..., "price": ...}]`.
    func fetchMenu() async throws -> [MenuItem] {
        let url = baseURL.appendingPathComponent("menu")
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([MenuItem].self, from: data)
    }
}

enum MenuState: Equatable {
    case idle
    case loading
    case loaded([MenuItem])
    case failed(String)
}

final class MenuViewModel {
    private(set) var state = MenuState.idle

    func loadMenu() async {
        state = .loading
        do {
            // HARD: the shared instance, chosen here, talks to a real server
            let items = try await NetworkManager.shared.fetchMenu()
            state = .loaded(items)
        } catch {
            state = .failed("The menu could not be loaded.")
        }
    }
}
