import Foundation

extension ConstructorInjection {
    /// test.swift's mock: a canned menu or a chosen error, at once, with its calls counted.
    public final class MockNetworkManager: NetworkManaging {
        public var menuToReturn: [MenuItem]
        public var errorToThrow: (any Error)?
        public private(set) var fetchMenuCallCount = 0

        public init(menuToReturn: [MenuItem] = MockNetworkManager.cannedMenu) {
            self.menuToReturn = menuToReturn
        }

        nonisolated(nonsending) public func fetchMenu() async throws -> [MenuItem] {
            fetchMenuCallCount += 1
            Trace.record(.call, "MockNetworkManager.fetchMenu() [double], call \(fetchMenuCallCount)")
            if let errorToThrow { throw errorToThrow }
            return menuToReturn
        }

        /// Two drinks at test prices: cheap enough that nobody mistakes them for the counter's.
        public static let cannedMenu = [MenuItem(name: "Test Espresso", price: 1.00), MenuItem(name: "Test Latte", price: 1.50)]
    }

    /// The error the mock throws when the learner asks for a failure.
    public struct CannedFailure: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the mock's chosen error" }
    }
}
