import Foundation

extension SupersedeInstanceVariable.Before {
    /// before.swift: `init()` builds the manager itself, into a `let`.
    public final class MenuBoard {
        public private(set) var items: [SupersedeInstanceVariable.MenuItem] = []
        public private(set) var status = "Not loaded"
        // HARD: created in init, and a `let`: no way in, no way to replace
        private let network: SupersedeInstanceVariable.NetworkManager

        public init() {
            let address = SupersedeInstanceVariable.serverAddress ?? URL(string: "http://127.0.0.1:8080")!
            network = SupersedeInstanceVariable.NetworkManager(baseURL: address)
        }

        nonisolated(nonsending) public func refresh() async {
            do {
                items = try await network.fetchMenu()
                status = "\(items.count) on the menu"
            } catch {
                status = "Offline: showing the last menu"
            }
        }

        public func price(of name: String) -> Double? {
            items.first { $0.name == name }?.price
        }
    }
}

extension SupersedeInstanceVariable.After {
    /// after.swift: the same `init()`, and a method that replaces the manager it built.
    public final class MenuBoard {
        public private(set) var items: [SupersedeInstanceVariable.MenuItem] = []
        public private(set) var status = "Not loaded"
        // SEAM: still created in init, but now a `var`
        private var network: SupersedeInstanceVariable.NetworkManager

        public init() {
            let address = SupersedeInstanceVariable.serverAddress ?? URL(string: "http://127.0.0.1:8080")!
            network = SupersedeInstanceVariable.NetworkManager(baseURL: address)
        }

        // SEAM: replaces the manager that init created
        public func supersedeNetworkManager(with replacement: SupersedeInstanceVariable.NetworkManager) {
            network = replacement
        }

        nonisolated(nonsending) public func refresh() async {
            do {
                items = try await network.fetchMenu()
                status = "\(items.count) on the menu"
            } catch {
                status = "Offline: showing the last menu"
            }
        }

        public func price(of name: String) -> Double? {
            items.first { $0.name == name }?.price
        }
    }
}
