import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a server answered: status, headers and body.
public struct HTTPResponse: Sendable, Hashable {
    public var statusCode: Int
    public var headers: [String: String]
    public var body: Data

    public init(statusCode: Int, headers: [String: String], body: Data) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// A header's value; names compare without regard to case, as in HTTP.
    public func value(forHTTPHeaderField name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

/// Why a request got no HTTP answer.
public enum HTTPClientError: Error, Hashable, Sendable, CustomStringConvertible {
    case badURL(String)
    case cannotResolve(host: String)
    case cannotConnect(host: String, port: UInt16, reason: String)
    case timedOut(host: String, port: UInt16)
    case badResponse(String)

    public var description: String {
        switch self {
        case .badURL(let url): "not an http:// URL: \(url)"
        case .cannotResolve(let host): "cannot resolve host \(host)"
        case .cannotConnect(let host, let port, let reason): "cannot connect to \(host):\(port): \(reason)"
        case .timedOut(let host, let port): "no answer from \(host):\(port) in time"
        case .badResponse(let detail): "not an HTTP response: \(detail)"
        }
    }
}

/// A small HTTP/1.1 client: one request per connection, `Connection: close`.
///
/// Seams uses it for every request of its own and of its models, instead of `URLSession`:
/// on Linux, `URLSession` creates a disk cache and a cookie store under the home folder on
/// first use, whatever its configuration, and Seams promises to write nothing it was not asked
/// to. The blocking socket work runs on its own dispatch queue, off the cooperative pool, so a
/// server in the same process can answer while a request waits.
public struct HTTPClient: Sendable {
    /// How long to wait for the connection and for each read.
    public var timeout: Duration

    public init(timeout: Duration = .seconds(15)) {
        self.timeout = timeout
    }

    /// Sends `method url` with `body`, and returns the whole answer.
    public func send(_ method: String, _ url: URL, body: Data = Data(),
                     headers: [String: String] = [:]) async throws(HTTPClientError) -> HTTPResponse {
        guard url.scheme == "http", let host = url.host(percentEncoded: false), !host.isEmpty else {
            throw .badURL(url.absoluteString)
        }
        let port = UInt16(url.port ?? 80)
        var target = url.path(percentEncoded: true)
        if target.isEmpty { target = "/" }
        if let query = url.query(percentEncoded: true) { target += "?" + query }
        let request = Request(method: method, host: host, port: port, target: target, body: body,
                              headers: headers, timeout: timeout)
        let result: Result<HTTPResponse, HTTPClientError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { () throws(HTTPClientError) in try request.exchange() })
            }
        }
        return try result.get()
    }

    /// `GET url`.
    public func get(_ url: URL) async throws(HTTPClientError) -> HTTPResponse {
        try await send("GET", url)
    }
}

private struct Request: Sendable {
    var method: String
    var host: String
    var port: UInt16
    var target: String
    var body: Data
    var headers: [String: String]
    var timeout: Duration

    func exchange() throws(HTTPClientError) -> HTTPResponse {
        let fd = try openConnection()
        defer { close(fd) }
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + Array(body)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw failure(errno) }
            sent += count
        }
        return try receive(fd)
    }

    private var hostHeader: String {
        (host.contains(":") ? "[\(host)]" : host) + (port == 80 ? "" : ":\(port)")
    }

    private func openConnection() throws(HTTPClientError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw .cannotResolve(host: host)
        }
        defer { freeaddrinfo(list) }
        var lastError = ECONNREFUSED
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard fd >= 0 else { lastError = errno; continue }
            var limit = timeval(tv_sec: Int(timeout.components.seconds),
                                tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            if connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return fd }
            lastError = errno
            close(fd)
        }
        throw failure(lastError)
    }

    private func failure(_ code: Int32) -> HTTPClientError {
        if code == EAGAIN || code == EWOULDBLOCK || code == ETIMEDOUT || code == EINPROGRESS {
            return .timedOut(host: host, port: port)
        }
        return .cannotConnect(host: host, port: port, reason: String(cString: strerror(code)))
    }

    private func receive(_ fd: Int32) throws(HTTPClientError) -> HTTPResponse {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var expected: Int?
        var headerEnd: Int?
        while expected.map({ received.count < $0 }) ?? true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count < 0 {
                if headerEnd == nil { throw failure(errno) }
                break
            }
            if count == 0 { break }
            received.append(contentsOf: buffer[0..<count])
            if headerEnd == nil, let range = received.range(of: Data("\r\n\r\n".utf8)) {
                headerEnd = range.upperBound
                let head = String(decoding: received[..<range.lowerBound], as: UTF8.self)
                if let length = Self.contentLength(head) { expected = range.upperBound + length }
            }
        }
        guard let headerEnd else {
            throw .badResponse(received.isEmpty ? "the connection closed without an answer" : "no end of headers")
        }
        let lines = String(decoding: received[..<(headerEnd - 4)], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/"), let status = Int(statusParts[1]) else {
            throw .badResponse("status line \(lines[0].debugDescription)")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(received[headerEnd...]))
    }

    private static func contentLength(_ head: String) -> Int? {
        head.split(separator: "\r\n").dropFirst()
            .first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)) }
    }
}
