/// Reason phrases for the status codes the demo API sends.
enum StatusPhrase {
    static func phrase(for status: Int) -> String {
        if let known = known[status] { return known }
        switch status {
        case 400..<500: return "Client Error"
        case 500..<600: return "Server Error"
        default: return "Status \(status)"
        }
    }

    private static let known: [Int: String] = [
        200: "OK",
        400: "Bad Request",
        401: "Unauthorized",
        403: "Forbidden",
        404: "Not Found",
        405: "Method Not Allowed",
        408: "Request Timeout",
        409: "Conflict",
        410: "Gone",
        418: "I'm a teapot",
        422: "Unprocessable Content",
        429: "Too Many Requests",
        500: "Internal Server Error",
        501: "Not Implemented",
        502: "Bad Gateway",
        503: "Service Unavailable",
        504: "Gateway Timeout",
    ]
}
