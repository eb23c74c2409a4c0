import Foundation
import LoopbackHTTP

extension ConstructorInjection {
    /// The real network: `GET /menu` over loopback to the demo server, decoded from JSON.
    public final class NetworkManager: NetworkManaging, Sendable {
        /// The one instance the app uses. It finds the server in the lab's environment at each
        /// call, as the lesson's reads it from the process environment.
        public static let shared = NetworkManager()

        private init() {}

        nonisolated(nonsending) public func fetchMenu() async throws -> [MenuItem] {
            Trace.record(.call, "NetworkManager.shared.fetchMenu() [real]")
            return try await RealNetwork.fetchMenu([MenuItem].self)
        }
    }
}

/// The real requests of the network lessons: one place that sends, times and records them.
enum RealNetwork {
    static func fetchMenu<Menu: Decodable>(_ type: Menu.Type) async throws -> Menu {
        let environment = LabEnvironment.required
        let url = try await environment.server.menuURL()
        let target = url.path() + (url.query().map { "?" + $0 } ?? "")
        let started = ContinuousClock.now
        do {
            let response = try await HTTPClient(timeout: environment.requestTimeout).get(url)
            let ms = Trace.milliseconds(.now - started)
            Trace.record(.httpRequest, "GET \(target) → \(response.statusCode) in \(ms) ms (\(response.body.count) bytes)")
            guard (200..<300).contains(response.statusCode) else { throw ServerAnswer(status: response.statusCode) }
            return try JSONDecoder().decode(Menu.self, from: response.body)
        } catch let error as HTTPClientError {
            let ms = Trace.milliseconds(.now - started)
            Trace.record(.httpRequest, "GET \(target) → no answer after \(ms) ms: \(error)")
            throw error
        }
    }
}
