import ArgumentParser
import DemoServer
import Dispatch
import Foundation
import Synchronization

/// `seams serve`: the Brewline demo API on loopback, for the lessons' real network code.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the Brewline demo API that the lessons' network code calls.",
        discussion: """
        Serves GET /menu and GET /health until Ctrl-C, and the classroom routes: POST /progress \
        (JSON name, lesson and event) and GET /board, kept in memory only. Every route takes delay=MS (added \
        latency, at most 10 s) and status=CODE (answer with that 4xx or 5xx error instead). \
        Each request is logged to stderr.
        """
    )

    @Option(help: "The address to listen on.") var host = "127.0.0.1"
    @Option(help: "The port to listen on; 0 picks a free one.") var port: UInt16 = 8080

    // A synchronous command on purpose: an `AsyncParsableCommand` needs an async root, and
    // the root must stay synchronous so `browse` keeps ncurses on the main thread. The main
    // thread waits here while the server runs on the concurrency pool.
    func run() throws {
        let exitCode = Mutex<Int32>(0)
        let finished = DispatchSemaphore(value: 0)
        Task { [host, port] in
            let code = await Self.serve(host: host, port: port)
            exitCode.withLock { $0 = code }
            finished.signal()
        }
        finished.wait()
        let code = exitCode.withLock { $0 }
        if code != 0 { throw ExitCode(code) }
    }

    private static func serve(host: String, port: UInt16) async -> Int32 {
        // Installed before the server starts, so an early Ctrl-C still stops it cleanly.
        let termination = TerminationSignals()
        let server: DemoServer
        do {
            server = try await DemoServer.start(host: host, port: port, log: StandardError.write)
        } catch {
            StandardError.write("seams serve: \(error)")
            return 1
        }
        StandardError.write("Brewline demo API listening on \(server.baseURL) (GET /menu, GET /health). Ctrl-C stops it.")
        let signal = await termination.next()
        StandardError.write("Received \(signal == SIGINT ? "SIGINT" : "SIGTERM"): stopping.")
        await server.stop()
        return 0
    }
}

/// SIGINT and SIGTERM as an async sequence, instead of the default of dying mid-request.
private final class TerminationSignals {
    private let sources: [any DispatchSourceSignal]
    private let stream: AsyncStream<Int32>

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        self.stream = stream
        sources = [SIGINT, SIGTERM].map { number in
            // The dispatch source only sees the signal once the default action is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }

    func next() async -> Int32 {
        var iterator = stream.makeAsyncIterator()
        return await iterator.next() ?? SIGTERM
    }
}
