import DemoServer
import Foundation

/// The demo server the labs' real network code talks to.
///
/// Either a server given from outside (`seams serve` running elsewhere), or one started in
/// this process on a free loopback port the first time a model needs it, and stopped by
/// `shutdown()`. The learner can stop and start the in-process one, and ask it to answer
/// slowly or with an error, to see the real code meet a real failure.
public actor LabServer {
    private let external: URL?
    private var server: DemoServer?
    private var lastPort: UInt16?
    private var stoppedByLearner = false
    /// The status every menu request asks the server for (`?status=`), when set.
    public private(set) var failureStatus: Int?
    /// The delay every menu request asks the server for (`?delay=`), in milliseconds, when set.
    public private(set) var delayMilliseconds: Int?

    /// A server started in this process when first needed.
    public init() { external = nil }

    /// A server already running at `url`.
    public init(external url: URL) { external = url }

    public var isExternal: Bool { external != nil }

    /// True when requests can be answered: an external server is assumed to be up.
    public var isRunning: Bool { external != nil || server != nil }

    /// Where to send requests. Starts the in-process server if it was never started; once the
    /// learner stopped it, points at the port it had, where nothing listens any more.
    public func baseURL() async throws -> URL {
        if let external { return external }
        if let server { return server.baseURL }
        if stoppedByLearner, let lastPort { return URL(string: "http://127.0.0.1:\(lastPort)")! }
        let started = try await DemoServer.start(host: "127.0.0.1", port: 0)
        server = started
        lastPort = started.port
        return started.baseURL
    }

    /// The menu's URL with the learner's conditions as query parameters.
    public func menuURL() async throws -> URL {
        var url = try await baseURL().appendingPathComponent("menu")
        var query: [URLQueryItem] = []
        if let failureStatus { query.append(URLQueryItem(name: "status", value: String(failureStatus))) }
        if let delayMilliseconds { query.append(URLQueryItem(name: "delay", value: String(delayMilliseconds))) }
        if !query.isEmpty { url.append(queryItems: query) }
        return url
    }

    /// Stops the in-process server, or starts it again on the port it had (another if taken).
    /// Returns a sentence for the trace.
    public func toggleRunning() async -> String {
        if external != nil { return "the server at \(external!.absoluteString) is not Seams' own: stop it where it runs" }
        if let server {
            await server.stop()
            self.server = nil
            stoppedByLearner = true
            return "server stopped: 127.0.0.1:\(server.port) refuses connections now"
        }
        do {
            let started: DemoServer
            if let lastPort, let again = try? await DemoServer.start(host: "127.0.0.1", port: lastPort) {
                started = again
            } else {
                started = try await DemoServer.start(host: "127.0.0.1", port: 0)
            }
            server = started
            lastPort = started.port
            stoppedByLearner = false
            return "server started on 127.0.0.1:\(started.port)"
        } catch {
            return "the server could not start: \(error)"
        }
    }

    /// Asks for `status` on every menu request from now on, or stops asking when nil.
    public func setFailureStatus(_ status: Int?) { failureStatus = status }

    /// Asks for a delay on every menu request from now on, or stops asking when nil.
    public func setDelay(milliseconds: Int?) { delayMilliseconds = milliseconds }

    /// Switches 503 answers on or off; returns a sentence for the trace.
    public func toggleFailures() -> String {
        failureStatus = failureStatus == nil ? 503 : nil
        return failureStatus == nil ? "the server answers normally again" : "the server will answer 503 Service Unavailable"
    }

    /// Switches 800 ms answers on or off; returns a sentence for the trace.
    public func toggleSlow() -> String {
        delayMilliseconds = delayMilliseconds == nil ? 800 : nil
        return delayMilliseconds == nil ? "the server answers at once again" : "the server will wait 800 ms before answering"
    }

    /// Stops the in-process server for good: at exit.
    public func shutdown() async {
        if let server { await server.stop() }
        server = nil
    }
}
