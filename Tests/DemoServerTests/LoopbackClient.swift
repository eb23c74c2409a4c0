import DemoServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// Collects the server's log lines, written from its connection tasks.
final class LogRecorder: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    func record(_ line: String) {
        storage.withLock { $0.append(line) }
    }
}

/// Starts a server on a free loopback port, runs `body`, and always stops the server.
func withServer(
    _ body: (DemoServer, LogRecorder) async throws -> Void
) async throws {
    let recorder = LogRecorder()
    let server = try await DemoServer.start(host: "127.0.0.1", port: 0, log: recorder.record)
    do {
        try await body(server, recorder)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

/// One real HTTP request over loopback, as the lessons' `URLSession` client sends it.
func request(
    _ server: DemoServer, _ target: String, method: String = "GET"
) async throws -> (body: Data, response: HTTPURLResponse) {
    let url = try #require(URL(string: server.baseURL.absoluteString + target))
    var request = URLRequest(url: url)
    request.httpMethod = method
    let (data, response) = try await URLSession.shared.data(for: request)
    return (data, try #require(response as? HTTPURLResponse))
}

/// The JSON object a body holds, for comparing bodies without caring about key order.
func jsonObject(_ data: Data) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
}
