import Foundation

extension SupersedeInstanceVariable {
    public static let descriptor = LabDescriptor(
        id: "supersede-instance-variable",
        title: "Supersede an instance variable",
        actions: [
            LabAction("refresh", key: "f", "Refresh the board: fetch the menu"),
            LabAction("fail", key: "e", "Failures on/off: the server answers 503, or the stub throws"),
            LabAction("slow", key: "z", "Slow server on/off: 800 ms before each answer"),
            LabAction("server", key: "o", "Stop or start the demo server"),
        ],
        script: ["refresh", "refresh"],
        swapTitle: "call supersedeNetworkManager(with: StubNetworkManager()) on the live board",
        noSeam: "MenuBoard builds its NetworkManager in init() into a private let; nothing can replace it",
        touches: "network")

    /// The live model of lesson 6.
    ///
    /// The board is built the first time the lab acts, not in the lab's own `init`: building it
    /// creates a `NetworkManager` for the server's address, and the in-process server only has
    /// one once it has started.
    public actor Lab: MiniModels.Lab {
        public nonisolated let variant: LabVariant
        public nonisolated let basics: LabBasics
        private var board: (any Board)?
        /// The address the manager made in `init` was created for.
        private var createdFor: URL?
        /// How many refreshes the manager made in `init` answered.
        private var realFetches = 0
        private var stub: StubNetworkManager?

        public init(variant: LabVariant, environment: LabEnvironment) {
            self.variant = variant
            basics = LabBasics(environment: environment,
                               graph: GraphNode("MenuBoard", detail: "not built yet: the first action builds it"))
        }

        public nonisolated var descriptor: LabDescriptor { SupersedeInstanceVariable.descriptor }

        public func perform(_ actionID: String) async {
            await basics.act {
                _ = await liveBoard()
                switch actionID {
                case "refresh": await refresh()
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
            await basics.act {
                guard let board = await liveBoard() as? After.MenuBoard else { return }
                // The technique: the same board, its manager replaced after init built the real one.
                let stub = StubNetworkManager()
                board.supersedeNetworkManager(with: stub)
                self.stub = stub
                trace.record(.swap, "supersedeNetworkManager(with: StubNetworkManager()) on the live board: the next refreshes ask the stub; the manager init created stays built, unused")
            }
            basics.publish(graph(), swapped: true)
        }

        public func reset() async {
            await basics.act {
                board = nil
                createdFor = nil
                realFetches = 0
                stub = nil
                await basics.environment.server.setFailureStatus(nil)
                await basics.environment.server.setDelay(milliseconds: nil)
                trace.record(.note, "reset: a new MenuBoard, which builds its own NetworkManager")
                _ = await liveBoard()
            }
            basics.publish(graph(), swapped: false)
        }

        /// The board, built the first time it is needed, as the app builds it: `MenuBoard()`.
        private func liveBoard() async -> any Board {
            if let board { return board }
            let address = try? await basics.environment.server.baseURL()
            // Another call may have built it while the server was starting.
            if let board { return board }
            let built = Self.build(variant, serverAt: address)
            board = built
            createdFor = address ?? URL(string: "http://127.0.0.1:8080")!
            return built
        }

        private static func build(_ variant: LabVariant, serverAt address: URL?) -> any Board {
            SupersedeInstanceVariable.$serverAddress.withValue(address) { () -> any Board in
                variant == .before ? Before.MenuBoard() : After.MenuBoard()
            }
        }

        private func refresh() async {
            let board = await liveBoard()
            if stub == nil { realFetches += 1 }
            await board.refresh()
            if board.status.hasPrefix("Offline") {
                trace.record(.error, "status: \(Self.describe(board))")
            } else {
                let mocha = board.price(of: "Mocha").map { String.money($0) } ?? "not on the menu"
                trace.record(.output, "status: \(board.status); price(of: \"Mocha\") = \(mocha)")
            }
        }

        /// The board's status, and when offline how much of the last menu it still shows:
        /// `Offline: showing the last menu (8 items)`.
        private static func describe(_ board: any Board) -> String {
            guard board.status.hasPrefix("Offline") else { return board.status }
            let count = board.items.count
            return "\(board.status) (\(count) item\(count == 1 ? "" : "s"))"
        }

        private func toggleFailure() async {
            if let stub {
                stub.error = stub.error == nil ? URLError(.notConnectedToInternet) : nil
                trace.record(.note, stub.error == nil ? "the stub returns its menu again" : "the stub will throw URLError(.notConnectedToInternet)")
            } else {
                trace.record(.note, await basics.environment.server.toggleFailures())
            }
        }

        private func toggleSlow() async {
            if stub != nil {
                trace.record(.note, "the stub answers at once: there is no network to slow down")
                return
            }
            trace.record(.note, await basics.environment.server.toggleSlow())
        }

        private func graph() -> GraphNode {
            guard let board, let createdFor else {
                return GraphNode("MenuBoard", detail: "not built yet: the first action builds it")
            }
            let asked = "asked \(realFetches) time\(realFetches == 1 ? "" : "s")"
            let original = GraphNode(
                "NetworkManager", detail: "created in init for \(createdFor.absoluteString), \(asked)\(stub == nil ? "" : ", superseded")",
                holds: [HeldDependency("server", "demo API over loopback", isDouble: false)])
            let held = stub.map {
                HeldDependency("network", "StubNetworkManager (calls: \($0.fetchCount)\($0.error == nil ? "" : ", throws"))", isDouble: true)
            } ?? HeldDependency("network", "NetworkManager, created in init\(variant == .before ? " into a let" : "")", isDouble: false)
            return GraphNode("MenuBoard", detail: Self.describe(board), holds: [held], children: [original])
        }
    }

    /// What the lab asks of either board: before.swift and after.swift refresh the same way.
    protocol Board: AnyObject {
        var items: [MenuItem] { get }
        var status: String { get }
        nonisolated(nonsending) func refresh() async
        func price(of name: String) -> Double?
    }
}

extension SupersedeInstanceVariable.Before.MenuBoard: SupersedeInstanceVariable.Board {}
extension SupersedeInstanceVariable.After.MenuBoard: SupersedeInstanceVariable.Board {}
