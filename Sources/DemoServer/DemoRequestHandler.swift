import FlyingFox
import Foundation

/// Adapts ``DemoAPI`` to FlyingFox: serves the delay, builds the response, logs the line.
struct DemoRequestHandler: HTTPHandler {
    let log: @Sendable (String) -> Void
    let classroom: Classroom

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let clock = ContinuousClock()
        let started = clock.now
        // A repeated parameter keeps its first value, as most servers do.
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var reply: DemoReply
        if request.path == "/progress" || request.path == "/board" {
            // Read at most one byte past the limit: enough to refuse an oversized body.
            let body = try await Self.body(of: request, limit: Classroom.maximumBody + 1)
            reply = classroom.reply(method: request.method.rawValue, path: request.path, body: body)
                ?? DemoAPI.reply(method: request.method.rawValue, path: request.path, query: query)
        } else {
            reply = DemoAPI.reply(method: request.method.rawValue, path: request.path, query: query)
        }
        if reply.delay > .zero {
            try await clock.sleep(for: reply.delay)
        }
        log(RequestLogLine.format(
            method: request.method.rawValue,
            target: request.target.rawValue,
            status: reply.status,
            duration: started.duration(to: clock.now)))
        return HTTPResponse(
            statusCode: HTTPStatusCode(reply.status, phrase: StatusPhrase.phrase(for: reply.status)),
            headers: Self.headers(for: reply),
            body: reply.body)
    }

    private static func body(of request: HTTPRequest, limit: Int) async throws -> Data {
        var data = Data()
        for try await chunk in request.bodySequence {
            data.append(contentsOf: chunk.prefix(limit - data.count))
            if data.count >= limit { break }
        }
        return data
    }

    private static func headers(for reply: DemoReply) -> HTTPHeaders {
        var headers: HTTPHeaders = [.contentType: "application/json"]
        for (name, value) in reply.headers {
            headers[HTTPHeader(name)] = value
        }
        return headers
    }
}
