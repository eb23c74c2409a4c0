import DemoServer
import Foundation
import Testing

/// The `MenuItem` the lessons declare, repeated so a drift in the served JSON fails here.
private struct LessonMenuItem: Codable, Equatable {
    var name: String
    var price: Double
}

/// Real HTTP over loopback against a server on a free port.
// One server at a time: several servers in one test process, each waiting on its sockets,
// slow each other down on two cores.
@Suite(.serialized) struct DemoServerTests {
    @Test func menuDecodesIntoTheLessonsMenuItem() async throws {
        try await withServer { server, _ in
            let (body, response) = try await request(server, "/menu")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
            let items = try JSONDecoder().decode([LessonMenuItem].self, from: body)
            #expect(!items.isEmpty)
            #expect(items.contains(LessonMenuItem(name: "Flat White", price: 3.2)))
        }
    }

    @Test func healthSaysOK() async throws {
        try await withServer { server, _ in
            let (body, response) = try await request(server, "/health")
            #expect(response.statusCode == 200)
            #expect(try jsonObject(body) == ["ok": true])
        }
    }

    @Test func statusParameterAnswersWithThatErrorAndAJSONBody() async throws {
        try await withServer { server, _ in
            let (body, response) = try await request(server, "/menu?status=503")
            #expect(response.statusCode == 503)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(try jsonObject(body) == ["error": "Service Unavailable", "status": 503])
        }
    }

    @Test func statusParameterOutsideTheErrorRangeIsABadRequest() async throws {
        try await withServer { server, _ in
            let (body, response) = try await request(server, "/health?status=200")
            #expect(response.statusCode == 400)
            #expect(try jsonObject(body)["status"] as? Int == 400)
        }
    }

    @Test func delayParameterHoldsTheReplyAtLeastThatLong() async throws {
        try await withServer { server, log in
            let (_, response) = try await request(server, "/menu?delay=150")
            #expect(response.statusCode == 200)
            let line = try #require(log.lines.last)
            #expect(try loggedMilliseconds(line) >= 150)
        }
    }

    @Test func unknownPathIsNotFound() async throws {
        try await withServer { server, _ in
            let (body, response) = try await request(server, "/espresso")
            #expect(response.statusCode == 404)
            #expect(try jsonObject(body)["status"] as? Int == 404)
        }
    }

    @Test func wrongMethodIsNotAllowed() async throws {
        try await withServer { server, _ in
            let (body, response) = try await request(server, "/menu", method: "POST")
            #expect(response.statusCode == 405)
            #expect(response.value(forHTTPHeaderField: "Allow") == "GET")
            #expect(try jsonObject(body) == ["error": "Method Not Allowed", "status": 405])
        }
    }

    @Test func logsOneLinePerRequest() async throws {
        try await withServer { server, log in
            _ = try await request(server, "/menu")
            _ = try await request(server, "/health?status=500")
            _ = try await request(server, "/nowhere")
            let lines = log.lines
            #expect(lines.count == 3)
            #expect(lines.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
                "GET /menu 200",
                "GET /health?status=500 500",
                "GET /nowhere 404",
            ])
            #expect(lines.allSatisfy { $0.hasSuffix("ms") })
        }
    }

    @Test func afterStopNothingListensOnThePort() async throws {
        let server = try await DemoServer.start(port: 0)
        #expect(server.port != 0)
        _ = try await request(server, "/health")
        await server.stop()
        // Rebinding the same port could race with another test's outgoing connection, which
        // may be given that port; a refused connection shows the listener is gone either way.
        await #expect(throws: (any Error).self) {
            _ = try await request(server, "/health")
        }
    }

    @Test func aPortInUseIsReportedAsSuch() async throws {
        let first = try await DemoServer.start(port: 0)
        await #expect(throws: DemoServerError.addressInUse(host: "127.0.0.1", port: first.port)) {
            let second = try await DemoServer.start(port: first.port)
            await second.stop()
        }
        await first.stop()
    }
}

/// The `NNms` at the end of a log line.
private func loggedMilliseconds(_ line: String) throws -> Int {
    let last = try #require(line.split(separator: " ").last)
    return try #require(Int(last.dropLast(2)))
}
