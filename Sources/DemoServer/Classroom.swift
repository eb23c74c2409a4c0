import Foundation
import Synchronization

/// The classroom board: who is on which lesson and what they have finished, in memory only.
///
/// `POST /progress` takes `{"name", "lesson", "event"}` (event: opened, step, quiz or
/// completed); `GET /board` answers `{"learners": [{name, lesson, event, completed}]}`.
public final class Classroom: Sendable {
    /// The largest request body accepted.
    public static let maximumBody = 4096
    public static let events: Set<String> = ["opened", "step", "quiz", "completed"]

    private struct Learner {
        var lesson: String
        var event: String
        var completed: [String]
        var order: Int
    }

    private let learners = Mutex<[String: Learner]>([:])

    public init() {}

    /// The reply to a classroom route, or nil when `path` is not one.
    public func reply(method: String, path: String, body: Data) -> DemoReply? {
        switch path {
        case "/progress":
            guard method == "POST" else { return .error(405, headers: ["Allow": "POST"]) }
            return record(body)
        case "/board":
            guard method == "GET" else { return .error(405, headers: ["Allow": "GET"]) }
            return DemoReply(status: 200, body: JSON.encode(board()))
        default:
            return nil
        }
    }

    private struct Event: Decodable {
        var name: String?
        var lesson: String?
        var event: String?
    }

    private func record(_ body: Data) -> DemoReply {
        guard body.count <= Self.maximumBody else {
            return .error(413, message: "the body is \(body.count) bytes; at most \(Self.maximumBody) are accepted")
        }
        guard let event = try? JSONDecoder().decode(Event.self, from: body) else {
            return .error(400, message: "the body must be a JSON object with name, lesson and event")
        }
        let name = event.name?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let lesson = event.lesson?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !name.isEmpty, name.count <= 40 else { return .error(400, message: "name is required, at most 40 characters") }
        guard !lesson.isEmpty, lesson.count <= 80 else { return .error(400, message: "lesson is required, at most 80 characters") }
        guard let kind = event.event, Self.events.contains(kind) else {
            return .error(400, message: "event must be one of " + Self.events.sorted().joined(separator: ", "))
        }
        learners.withLock { learners in
            var learner = learners[name] ?? Learner(lesson: lesson, event: kind, completed: [], order: learners.count)
            learner.lesson = lesson
            learner.event = kind
            if kind == "completed", !learner.completed.contains(lesson) { learner.completed.append(lesson) }
            learners[name] = learner
        }
        return DemoReply(status: 201, body: JSON.encode(["ok": true]))
    }

    struct BoardBody: Encodable {
        struct Row: Encodable {
            var name: String
            var lesson: String
            var event: String
            var completed: [String]
        }
        var learners: [Row]
    }

    func board() -> BoardBody {
        learners.withLock { learners in
            BoardBody(learners: learners.sorted { $0.value.order < $1.value.order }.map {
                BoardBody.Row(name: $0.key, lesson: $0.value.lesson, event: $0.value.event, completed: $0.value.completed)
            })
        }
    }
}
