import Foundation
import MiniModels
import TestSupport

/// A lab's world for one test: a scratch directory under a temporary folder and an in-process
/// demo server on a free loopback port, both gone when `body` returns. Requests may wait a
/// minute: the server shares the test process's small cooperative pool with every other test.
func withLabEnvironment<T>(
    traceLimit: Int = 500,
    _ body: (LabEnvironment) async throws -> T
) async throws -> T {
    let folder = try TemporaryDirectory()
    let environment = LabEnvironment(scratch: folder.url, server: LabServer(), traceLimit: traceLimit,
                                     requestTimeout: .seconds(60))
    do {
        let value = try await body(environment)
        await environment.server.shutdown()
        return value
    } catch {
        await environment.server.shutdown()
        throw error
    }
}

extension Lab {
    /// The events of the last run, or of everything since `sequence`.
    func events(after sequence: Int = 0) -> [TraceEvent] { trace.events(after: sequence) }
}

extension Array where Element == TraceEvent {
    func messages(_ kind: TraceEvent.Kind) -> [String] { filter { $0.kind == kind }.map(\.message) }
}
