import Foundation

extension ConstructorInjection.Before {
    /// before.swift: the model asks the shared network manager itself.
    public final class MenuViewModel {
        public private(set) var state = ConstructorInjection.MenuState.idle {
            didSet { onChange?(state) }
        }
        /// Lets the lab show each state as it happens, `loading` included.
        public var onChange: ((ConstructorInjection.MenuState) -> Void)?

        public init() {}

        nonisolated(nonsending) public func loadMenu() async {
            state = .loading
            do {
                // HARD: the shared instance, chosen here, talks to a real server
                let items = try await ConstructorInjection.NetworkManager.shared.fetchMenu()
                state = .loaded(items)
            } catch {
                state = .failed("The menu could not be loaded.")
            }
        }
    }
}

extension ConstructorInjection.After {
    /// after.swift: the network comes in through `init`, the shared instance by default.
    public final class MenuViewModel {
        public private(set) var state = ConstructorInjection.MenuState.idle {
            didSet { onChange?(state) }
        }
        public var onChange: ((ConstructorInjection.MenuState) -> Void)?
        let network: any ConstructorInjection.NetworkManaging

        // SEAM: the caller chooses; the default keeps existing callers working
        public init(network: any ConstructorInjection.NetworkManaging = ConstructorInjection.NetworkManager.shared) {
            self.network = network
        }

        nonisolated(nonsending) public func loadMenu() async {
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
}
