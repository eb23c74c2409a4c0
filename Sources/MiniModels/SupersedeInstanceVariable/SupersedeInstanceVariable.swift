import Foundation

/// Lesson 6, supersede an instance variable: Brewline's menu board builds its own manager.
///
/// `Before.MenuBoard` creates its `NetworkManager` in `init()`, into a `let`;
/// `After.MenuBoard` keeps that `init()` and adds `supersedeNetworkManager(with:)`, which the
/// lab calls on the live board. The real manager sends `GET /menu` to the demo server;
/// `StubNetworkManager`, a subclass, answers at once with the menu or the error it is given.
/// Every manager announces its creation, so the trace shows the one `init` made.
public enum SupersedeInstanceVariable {
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

    /// The server's address as `MenuBoard.init()` finds it, the way the lesson's reads
    /// `BREWLINE_PORT` from the process environment: the lab sets it around the board's creation.
    @TaskLocal static var serverAddress: URL?

    /// The real manager: `GET /menu` to the demo server, decoded from JSON.
    ///
    /// Not final: the lesson's stub is a subclass, because the board's variable has this type.
    public class NetworkManager {
        public let baseURL: URL

        public init(baseURL: URL) {
            self.baseURL = baseURL
            Trace.record(.output, "NetworkManager created for \(baseURL.absoluteString)")
        }

        nonisolated(nonsending) public func fetchMenu() async throws -> [MenuItem] {
            Trace.record(.call, "NetworkManager.fetchMenu() [real], \(baseURL.absoluteString)")
            // The demo server is asked with the learner's conditions (failure, delay) attached.
            return try await RealNetwork.fetchMenu([MenuItem].self)
        }
    }

    /// test.swift's stub: the menu or the error it is given, at once, with its calls counted.
    public final class StubNetworkManager: NetworkManager {
        public var menu: [MenuItem] = [MenuItem(name: "Mocha", price: 3.6)]
        public var error: (any Error)?
        public private(set) var fetchCount = 0

        public init() { super.init(baseURL: URL(string: "http://stub.invalid")!) }

        nonisolated(nonsending) public override func fetchMenu() async throws -> [MenuItem] {
            fetchCount += 1
            Trace.record(.call, "StubNetworkManager.fetchMenu() [double], call \(fetchCount)")
            if let error { throw error }
            return menu
        }
    }
}
