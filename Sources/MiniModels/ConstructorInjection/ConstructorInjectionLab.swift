import Foundation

extension ConstructorInjection {
    public static let descriptor = LabDescriptor(
        id: "constructor-injection",
        title: "Constructor injection",
        actions: [
            LabAction("fetch", key: "f", "Load the menu"),
            LabAction("fail", key: "e", "Failures on/off: the server answers 503, or the mock throws"),
            LabAction("slow", key: "z", "Slow server on/off: 800 ms before each answer"),
            LabAction("server", key: "o", "Stop or start the demo server"),
        ],
        script: ["fetch", "fetch"],
        swapTitle: "build MenuViewModel(network: MockNetworkManager())",
        noSeam: "MenuViewModel names NetworkManager.shared inside loadMenu(); no argument lets a mock in",
        touches: "network")

    /// The live model of lesson 1.
    public actor Lab: MiniModels.Lab {
        public nonisolated let variant: LabVariant
        public nonisolated let basics: LabBasics
        private var before = Before.MenuViewModel()
        private var after = After.MenuViewModel()
        private var mock: MockNetworkManager?

        public init(variant: LabVariant, environment: LabEnvironment) {
            self.variant = variant
            basics = LabBasics(environment: environment,
                               graph: Self.graph(variant, state: .idle, mock: nil))
        }

        public nonisolated var descriptor: LabDescriptor { ConstructorInjection.descriptor }

        public func perform(_ actionID: String) async {
            await basics.act {
                switch actionID {
                case "fetch": await fetch()
                case "fail": await toggleFailure()
                case "slow": await toggleSlow()
                case "server": trace.record(.note, await basics.environment.server.toggleRunning())
                default: trace.record(.error, "unknown action \(actionID)")
                }
            }
            basics.publish(graph())
        }

        public func swap() async {
            guard variant == .after else { return basics.refuseSwap(descriptor) }
            let mock = MockNetworkManager()
            self.mock = mock
            // The technique: the model is built again, and this time a mock goes in.
            after = After.MenuViewModel(network: mock)
            trace.record(.swap, "MenuViewModel(network: MockNetworkManager()): the next loads never touch the network")
            basics.publish(graph(), swapped: true)
        }

        public func reset() async {
            before = Before.MenuViewModel()
            after = After.MenuViewModel()
            mock = nil
            await basics.environment.server.setFailureStatus(nil)
            await basics.environment.server.setDelay(milliseconds: nil)
            trace.record(.note, "reset: a new MenuViewModel with the shared NetworkManager")
            basics.publish(graph(), swapped: false)
        }

        private func fetch() async {
            let record: (MenuState) -> Void = { [trace] state in
                if case .failed = state { trace.record(.error, "state: \(state.summary)") } else { trace.record(.output, "state: \(state.summary)") }
            }
            switch variant {
            case .before:
                before.onChange = record
                await before.loadMenu()
            case .after:
                after.onChange = record
                await after.loadMenu()
            }
        }

        private func toggleFailure() async {
            if let mock {
                mock.errorToThrow = mock.errorToThrow == nil ? CannedFailure() : nil
                trace.record(.note, mock.errorToThrow == nil ? "the mock returns its menu again" : "the mock will throw its chosen error")
            } else {
                trace.record(.note, await basics.environment.server.toggleFailures())
            }
        }

        private func toggleSlow() async {
            if mock != nil {
                trace.record(.note, "the mock answers at once: there is no network to slow down")
                return
            }
            trace.record(.note, await basics.environment.server.toggleSlow())
        }

        private func graph() -> GraphNode {
            Self.graph(variant, state: variant == .before ? before.state : after.state, mock: mock)
        }

        private static func graph(_ variant: LabVariant, state: MenuState, mock: MockNetworkManager?) -> GraphNode {
            if variant == .before {
                return GraphNode("MenuViewModel", detail: state.summary, children: [
                    GraphNode("NetworkManager.shared", detail: "named inside loadMenu()",
                              holds: [HeldDependency("server", "demo API over loopback", isDouble: false)]),
                ])
            }
            let held = mock.map { HeldDependency("network", "MockNetworkManager (calls: \($0.fetchMenuCallCount)\($0.errorToThrow == nil ? "" : ", throws"))", isDouble: true) }
                ?? HeldDependency("network", "NetworkManager.shared", isDouble: false)
            return GraphNode("MenuViewModel", detail: state.summary, holds: [held])
        }
    }
}
