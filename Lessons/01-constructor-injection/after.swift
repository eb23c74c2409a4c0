// after.swift: the same model, with the network passed in.
//
// What to look at: the lines under the `// SEAM` comments.
//   - `NetworkManaging` is the one method the model needs, as a protocol.
//   - `init(network:)` takes any value that conforms; the default is the
//     shared instance, so `MenuViewModel()` still behaves as before.
//   - `loadMenu()` calls the stored `network`, not the singleton.
// The init's argument list is the enabling point: a test passes a mock.

import Foundation

struct MenuItem: Codable, Equatable {
    var name: String
    var price: Double
}

// SEAM: what the model needs from the network, and nothing more
protocol NetworkManaging {
    func fetchMenu() async throws -> [MenuItem]
}

final class NetworkManager: NetworkManaging, Sendable {
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
    private let network: NetworkManaging

    // SEAM: the caller chooses; the default keeps existing callers working
    init(network: NetworkManaging = NetworkManager.shared) {
        self.network = network
    }

    func loadMenu() async {
        state = .loading
        do {
            // SEAM: whatever was passed in answers
            let items = try await network.fetchMenu()
            state = .loaded(items)
        } catch {
            state = .failed("The menu could not be loaded.")
        }
    }
}
