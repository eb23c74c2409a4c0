import FlyingFox
import FlyingSocks
import Foundation

/// The loopback HTTP server that answers Brewline's demo API for the lessons' real clients.
public final class DemoServer: Sendable {
    /// The address the server is bound to, as given to ``start(host:port:log:)``.
    public let host: String
    /// The port actually bound: the one asked for, or the one the system picked for port 0.
    public let port: UInt16

    private let server: HTTPServer
    private let runTask: Task<Void, Never>

    private init(host: String, port: UInt16, server: HTTPServer, runTask: Task<Void, Never>) {
        self.host = host
        self.port = port
        self.server = server
        self.runTask = runTask
    }

    /// `http://127.0.0.1:8080`: what a client puts before `/menu`.
    public var baseURL: URL {
        // A numeric host and a port always make a valid URL.
        URL(string: "http://\(HostPort.format(host: host, port: port))")!
    }

    /// Binds `host:port` (port 0 picks a free port) and returns once the server is listening.
    ///
    /// `log` receives one line per request; the server itself never prints.
    public static func start(
        host: String = "127.0.0.1",
        port: UInt16 = 8080,
        classroom: Classroom = Classroom(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws(DemoServerError) -> DemoServer {
        let server = HTTPServer(
            address: try socketAddress(host: host, port: port),
            // Longer than the longest `delay=`, so a slow reply is never cut off as a timeout.
            timeout: TimeInterval(DemoAPI.maximumDelay.components.seconds + 5),
            logger: .disabled,
            handler: DemoRequestHandler(log: log, classroom: classroom))

        // `run()` only returns when the server stops, and throws at once if it cannot bind;
        // `waitUntilListening` never hears about that failure. Whichever reports first wins.
        let (events, reporter) = AsyncStream.makeStream(of: StartupEvent.self)
        let runTask = Task {
            do {
                try await server.run()
                reporter.yield(.stopped(nil))
            } catch {
                reporter.yield(.stopped(error))
            }
        }
        let watcher = Task {
            do {
                try await server.waitUntilListening(timeout: 10)
                reporter.yield(.listening)
            } catch {
                reporter.yield(.stopped(error))
            }
        }
        var iterator = events.makeAsyncIterator()
        let first = await iterator.next()
        watcher.cancel()
        reporter.finish()

        guard case .listening = first, let bound = await server.listeningAddress else {
            await server.stop()
            await runTask.value
            if case .stopped(let error?) = first {
                throw startupError(error, host: host, port: port)
            }
            throw .cannotListen(host: host, port: port, reason: "the server stopped before it was listening")
        }
        return DemoServer(host: host, port: boundPort(bound) ?? port, server: server, runTask: runTask)
    }

    /// Closes the listening socket, ends open connections and waits until the port is free.
    public func stop() async {
        await server.stop(timeout: 0)
        await runTask.value
    }

    private enum StartupEvent: Sendable {
        case listening
        case stopped((any Error)?)
    }

    private static func socketAddress(host: String, port: UInt16) throws(DemoServerError) -> any SocketAddress {
        do {
            return host.contains(":")
                ? try sockaddr_in6.inet6(ip6: host, port: port)
                : try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw .invalidHost(host)
        }
    }

    private static func boundPort(_ address: Socket.Address) -> UInt16? {
        switch address {
        case .ip4(_, let port), .ip6(_, let port): port
        case .unix: nil
        }
    }

    private static func startupError(_ error: any Error, host: String, port: UInt16) -> DemoServerError {
        if case SocketError.failed(_, let code, _) = error, code == EADDRINUSE {
            return .addressInUse(host: host, port: port)
        }
        let reason = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        return .cannotListen(host: host, port: port, reason: reason)
    }
}
