import Foundation

/// The Brewline demo API as a pure function from a request to a reply.
///
/// Routes: `GET /menu`, `GET /health`. On either, `delay=MS` adds latency (capped at
/// ``maximumDelay``) and `status=CODE` (4xx or 5xx) answers with that error instead.
public enum DemoAPI {
    /// The longest latency `delay=` may add: a typo must not hang a lesson.
    public static let maximumDelay = Duration.seconds(10)

    public static func reply(method: String, path: String, query: [String: String]) -> DemoReply {
        guard let route = Route(path: path) else {
            return .error(404, message: "No route for \(path)")
        }
        guard method == "GET" else {
            return .error(405, headers: ["Allow": "GET"])
        }
        let options: Options
        switch Options.parse(query) {
        case .success(let parsed): options = parsed
        case .failure(let problem): return .error(400, message: problem.message)
        }
        var reply = options.status.map { DemoReply.error($0) } ?? route.reply
        reply.delay = options.delay
        return reply
    }

    private enum Route {
        case menu
        case health

        init?(path: String) {
            switch path {
            case "/menu": self = .menu
            case "/health": self = .health
            default: return nil
            }
        }

        var reply: DemoReply {
            switch self {
            case .menu: DemoReply(status: 200, body: JSON.encode(BrewlineMenu.items))
            case .health: DemoReply(status: 200, body: JSON.encode(["ok": true]))
            }
        }
    }

    /// The query parameters every route understands.
    private struct Options {
        var delay = Duration.zero
        var status: Int?

        struct Problem: Error {
            var message: String
        }

        static func parse(_ query: [String: String]) -> Result<Options, Problem> {
            var options = Options()
            if let raw = query["delay"] {
                guard let milliseconds = Int(raw), milliseconds >= 0 else {
                    return .failure(Problem(message: "delay must be a whole number of milliseconds, got \(raw)"))
                }
                options.delay = min(.milliseconds(milliseconds), DemoAPI.maximumDelay)
            }
            if let raw = query["status"] {
                guard let code = Int(raw), (400..<600).contains(code) else {
                    return .failure(Problem(message: "status must be a 4xx or 5xx code, got \(raw)"))
                }
                options.status = code
            }
            return .success(options)
        }
    }
}
