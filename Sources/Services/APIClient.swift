import Dependencies
import Foundation
import LoopbackHTTP

/// One thing a learner did, as a classroom server records it.
public struct ProgressEvent: Codable, Hashable, Sendable {
    public var name: String
    public var lesson: String
    /// `opened`, `step`, `quiz` or `completed`.
    public var event: String
    public var detail: String?

    public init(name: String, lesson: String, event: String, detail: String? = nil) {
        self.name = name
        self.lesson = lesson
        self.event = event
        self.detail = detail
    }
}

/// The class board: where each learner is.
public struct Board: Codable, Hashable, Sendable {
    public struct Learner: Codable, Hashable, Sendable {
        public var name: String
        public var lesson: String
        public var event: String
        public var completed: [String]

        public init(name: String, lesson: String, event: String, completed: [String]) {
            self.name = name
            self.lesson = lesson
            self.event = event
            self.completed = completed
        }
    }

    public var learners: [Learner]

    public init(learners: [Learner]) { self.learners = learners }
}

/// Talks to a classroom server (`seams serve`), when one is configured.
public struct APIClient: Sendable {
    /// The server, or nil: then nothing is ever sent.
    public var server: @Sendable () -> URL?
    public var postProgress: @Sendable (ProgressEvent) async throws -> Void
    public var fetchBoard: @Sendable () async throws -> Board

    public init(server: @escaping @Sendable () -> URL?,
                postProgress: @escaping @Sendable (ProgressEvent) async throws -> Void,
                fetchBoard: @escaping @Sendable () async throws -> Board) {
        self.server = server
        self.postProgress = postProgress
        self.fetchBoard = fetchBoard
    }
}

/// An answer from the server that was not a success.
public struct APIError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
}

extension APIClient {
    /// Real HTTP to `server`; with no server, posts do nothing and the board is empty.
    public static func live(server: URL?, timeout: Duration = .seconds(5)) -> APIClient {
        let client = HTTPClient(timeout: timeout)
        return APIClient(
            server: { server },
            postProgress: { event in
                guard let server else { return }
                let body = try JSONEncoder().encode(event)
                let response = try await client.send("POST", server.appendingPathComponent("progress"), body: body,
                                                      headers: ["Content-Type": "application/json"])
                guard (200..<300).contains(response.statusCode) else {
                    throw APIError(description: "POST /progress answered \(response.statusCode): \(String(decoding: response.body, as: UTF8.self))")
                }
            },
            fetchBoard: {
                guard let server else { return Board(learners: []) }
                let response = try await client.get(server.appendingPathComponent("board"))
                guard response.statusCode == 200 else {
                    throw APIError(description: "GET /board answered \(response.statusCode)")
                }
                return try JSONDecoder().decode(Board.self, from: response.body)
            })
    }

    /// Sends nothing: every post is listed in `ledger` with what it would have sent.
    public static func sandbox(over base: APIClient, ledger: Ledger) -> APIClient {
        APIClient(
            server: base.server,
            postProgress: { event in
                guard let server = base.server() else { return }
                ledger.record(LedgerEntry(.request, "would POST \(server.absoluteString)/progress: \(event.lesson) \(event.event)"))
            },
            fetchBoard: { Board(learners: []) })
    }
}

extension APIClient: DependencyKey {
    public static var liveValue: APIClient { .live(server: nil) }

    public static let testValue = APIClient(
        server: unimplemented("APIClient.server", placeholder: nil),
        postProgress: unimplemented("APIClient.postProgress"),
        fetchBoard: unimplemented("APIClient.fetchBoard", placeholder: Board(learners: [])))
}

extension DependencyValues {
    /// The classroom server.
    public var api: APIClient {
        get { self[APIClient.self] }
        set { self[APIClient.self] = newValue }
    }
}
