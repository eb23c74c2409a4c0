import Foundation

/// What every lab has: its environment, trace and status, and the way it runs its work.
public struct LabBasics: Sendable {
    public let environment: LabEnvironment
    public let trace: Trace
    public let status: StatusBox

    public init(environment: LabEnvironment, graph: GraphNode) {
        self.environment = environment
        self.trace = Trace(limit: environment.traceLimit)
        self.status = StatusBox(LabStatus(graph: graph))
    }

    /// Runs `body` with this lab's trace and environment current, marked busy meanwhile.
    nonisolated(nonsending) public func act<T>(_ body: () async throws -> T) async rethrows -> T {
        status.update { $0.isBusy = true }
        defer { status.update { $0.isBusy = false } }
        return try await LabEnvironment.$current.withValue(environment) {
            try await trace.within { try await body() }
        }
    }

    /// Publishes the graph the panel draws.
    public func publish(_ graph: GraphNode, swapped: Bool? = nil) {
        status.update {
            $0.graph = graph
            if let swapped { $0.isSwapped = swapped }
        }
    }

    /// Records the before code's answer to the swap key.
    public func refuseSwap(_ descriptor: LabDescriptor) {
        trace.record(.swap, "no seam: \(descriptor.noSeam)")
    }
}

extension String {
    /// `3.20`: prices and totals as the lessons print them.
    static func money(_ amount: Double) -> String { String(format: "%.2f", amount) }
}
