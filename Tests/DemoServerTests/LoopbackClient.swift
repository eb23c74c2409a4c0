import DemoServer
import Foundation
#if canImport(Glibc)
import Glibc
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

/// What the server answered: status, headers and body.
struct LoopbackResponse: Sendable {
    var statusCode: Int
    var headers: [String: String]
    var body: Data

    /// A header's value; names compare without regard to case, as in HTTP.
    func value(forHTTPHeaderField name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

struct LoopbackError: Error, CustomStringConvertible {
    var description: String
}

/// One real HTTP/1.1 request over a loopback socket. Not `URLSession`: on Linux it creates a
/// disk cache and a cookie store under the real home folder, and tests write only to
/// temporary directories. The blocking socket work runs on its own queue, off the
/// cooperative pool the server in this same process needs in order to answer.
func request(
    _ server: DemoServer, _ target: String, method: String = "GET"
) async throws -> (body: Data, response: LoopbackResponse) {
    let port = server.port
    let response = try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(with: Result { try exchange(port: port, target: target, method: method) })
        }
    }
    return (response.body, response)
}

private func exchange(port: UInt16, target: String, method: String) throws -> LoopbackResponse {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw LoopbackError(description: "socket: errno \(errno)") }
    defer { close(socket) }
    var timeout = timeval(tv_sec: 15, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else { throw LoopbackError(description: "connect to 127.0.0.1:\(port): errno \(errno)") }
    let text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    let bytes = Array(text.utf8)
    guard send(socket, bytes, bytes.count, 0) == bytes.count else {
        throw LoopbackError(description: "send: errno \(errno)")
    }
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var expected: Int?
    var headerEnd: Int?
    while expected.map({ received.count < $0 }) ?? true {
        let count = recv(socket, &buffer, buffer.count, 0)
        guard count > 0 else { break }
        received.append(contentsOf: buffer[0..<count])
        if headerEnd == nil, let range = received.range(of: Data("\r\n\r\n".utf8)) {
            headerEnd = range.upperBound
            let head = String(decoding: received[..<range.lowerBound], as: UTF8.self)
            if let length = head.split(separator: "\r\n").dropFirst()
                .first(where: { $0.lowercased().hasPrefix("content-length:") })
                .flatMap({ Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }) {
                expected = range.upperBound + length
            }
        }
    }
    guard let headerEnd else { throw LoopbackError(description: "no HTTP response from 127.0.0.1:\(port)") }
    let lines = String(decoding: received[..<(headerEnd - 4)], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = lines[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
        throw LoopbackError(description: "bad status line: \(lines[0])")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return LoopbackResponse(statusCode: status, headers: headers, body: Data(received[headerEnd...]))
}

/// The JSON object a body holds, for comparing bodies without caring about key order.
func jsonObject(_ data: Data) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
}
