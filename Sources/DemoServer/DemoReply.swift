import Foundation

/// What the demo API answers to one request: status, JSON body and added latency.
public struct DemoReply: Equatable, Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    public var delay: Duration

    public init(status: Int, headers: [String: String] = [:], body: Data, delay: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }
}

extension DemoReply {
    /// A JSON error body: `{"error":"Not Found","status":404}`.
    static func error(_ status: Int, message: String? = nil, headers: [String: String] = [:]) -> DemoReply {
        let body = ErrorBody(error: message ?? StatusPhrase.phrase(for: status), status: status)
        return DemoReply(status: status, headers: headers, body: JSON.encode(body))
    }
}

private struct ErrorBody: Encodable {
    var error: String
    var status: Int
}

/// Stable JSON bytes: sorted keys and no escaped slashes, so tests and docs can quote them.
enum JSON {
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value encoded here is a plain struct of strings and numbers.
        guard let data = try? encoder.encode(value) else {
            preconditionFailure("demo API bodies always encode")
        }
        return data
    }
}
