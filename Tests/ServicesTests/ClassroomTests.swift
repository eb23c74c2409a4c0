import DemoServer
import Foundation
import LoopbackHTTP
import Services
import Testing

/// The classroom routes of `seams serve`, through the app's API client, over loopback.
///
/// The timeouts are long on purpose: the server runs on the same small cooperative pool as
/// every other test of the process, and the end-to-end tests hold its threads while they
/// wait for tmux; a request may wait its turn for seconds without anything being wrong.
@Suite(.serialized) struct ClassroomTests {
    private func withServer(_ body: (URL) async throws -> Void) async throws {
        let server = try await DemoServer.start(host: "127.0.0.1", port: 0)
        do { try await body(server.baseURL) } catch { await server.stop(); throw error }
        await server.stop()
    }

    @Test func postedProgressShowsOnTheBoard() async throws {
        try await withServer { url in
            let api = APIClient.live(server: url, timeout: .seconds(60))
            try await api.postProgress(ProgressEvent(name: "Ada", lesson: "wrapper-class", event: "step"))
            try await api.postProgress(ProgressEvent(name: "Grace", lesson: "extract-protocol", event: "completed"))
            try await api.postProgress(ProgressEvent(name: "Ada", lesson: "wrapper-class", event: "completed"))
            let board = try await api.fetchBoard()
            #expect(board.learners == [
                Board.Learner(name: "Ada", lesson: "wrapper-class", event: "completed", completed: ["wrapper-class"]),
                Board.Learner(name: "Grace", lesson: "extract-protocol", event: "completed", completed: ["extract-protocol"]),
            ])
        }
    }

    @Test func badInputIsRefusedWithAReason() async throws {
        try await withServer { url in
            let client = HTTPClient(timeout: .seconds(60))
            let progress = url.appendingPathComponent("progress")
            var response = try await client.send("POST", progress, body: Data(#"{"lesson":"x","event":"step"}"#.utf8))
            #expect(response.statusCode == 400)
            #expect(String(decoding: response.body, as: UTF8.self).contains("name is required"))
            response = try await client.send("POST", progress, body: Data(#"{"name":"Ada","lesson":"x","event":"dance"}"#.utf8))
            #expect(response.statusCode == 400)
            #expect(String(decoding: response.body, as: UTF8.self).contains("event must be one of"))
            response = try await client.send("POST", progress, body: Data("not json".utf8))
            #expect(response.statusCode == 400)
            response = try await client.send("POST", progress, body: Data(repeating: 0x20, count: 10_000))
            #expect(response.statusCode == 413)
            response = try await client.get(progress)
            #expect(response.statusCode == 405)
            // Nothing bad was kept.
            #expect(try await APIClient.live(server: url, timeout: .seconds(60)).fetchBoard().learners.isEmpty)
        }
    }
}
