import Foundation

/// Where a lab's real dependencies act: a scratch directory of its own, and the demo server.
///
/// Real dependencies find it in `LabEnvironment.current`, set by the lab around everything it
/// does, the way the lessons' code reads a port from the process environment: the before code
/// has no parameter to pass it through, and must not gain one.
public struct LabEnvironment: Sendable {
    /// A directory the session owns; files and defaults land here, and it is removed at the end.
    public var scratch: URL
    /// The demo API that real network code calls.
    public var server: LabServer
    /// How many events each lab's trace keeps.
    public var traceLimit: Int
    /// How long a real request may wait for the server before it counts as a failure.
    public var requestTimeout: Duration

    public init(scratch: URL, server: LabServer, traceLimit: Int = 500, requestTimeout: Duration = .seconds(12)) {
        self.scratch = scratch
        self.server = server
        self.traceLimit = traceLimit
        self.requestTimeout = requestTimeout
    }

    @TaskLocal public static var current: LabEnvironment?

    /// The environment of the run in progress. Real dependencies are only called from labs,
    /// which always set one; being called outside a lab is a programming error.
    static var required: LabEnvironment {
        guard let current else { preconditionFailure("a real dependency was called outside a lab") }
        return current
    }
}

/// A scratch directory: created on demand, removed by `remove()`.
public struct ScratchDirectory: Sendable {
    public let url: URL

    /// A fresh directory under `parent` (the system's temporary directory by default).
    public static func create(in parent: URL = FileManager.default.temporaryDirectory,
                              prefix: String = "seams-models") throws -> ScratchDirectory {
        let url = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return ScratchDirectory(url: url)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
