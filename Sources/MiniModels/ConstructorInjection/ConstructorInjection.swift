import Foundation

/// Lesson 1, constructor injection: Brewline's menu screen model and its network.
///
/// `Before.MenuViewModel` asks `NetworkManager.shared` itself; `After.MenuViewModel` takes any
/// `NetworkManaging` in `init(network:)`, with the shared instance as the default. The real
/// `NetworkManager` sends `GET /menu` to the demo server over loopback; `MockNetworkManager`
/// answers at once with a canned menu or a chosen error, and counts its calls.
public enum ConstructorInjection {
    public enum Before {}
    public enum After {}

    public struct MenuItem: Codable, Hashable, Sendable {
        public var name: String
        public var price: Double

        public init(name: String, price: Double) {
            self.name = name
            self.price = price
        }
    }

    public enum MenuState: Hashable, Sendable {
        case idle
        case loading
        case loaded([MenuItem])
        case failed(String)

        /// `loaded (4 items)`, for the trace and the graph.
        public var summary: String {
            switch self {
            case .idle: "idle"
            case .loading: "loading"
            case .loaded(let items): "loaded (\(items.count) items)"
            case .failed(let message): "failed: \(message)"
            }
        }
    }

    /// What the model needs from the network (after.swift's protocol).
    public protocol NetworkManaging: AnyObject {
        nonisolated(nonsending) func fetchMenu() async throws -> [MenuItem]
    }
}

/// An answer the real network got that is not a menu.
public struct ServerAnswer: Error, CustomStringConvertible {
    public var status: Int
    public var description: String { "the server answered \(status)" }
}
