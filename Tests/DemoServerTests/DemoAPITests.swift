import DemoServer
import Foundation
import Testing

/// The routing and parameters as a pure function: no sockets, no waiting.
@Suite struct DemoAPITests {
    @Test func delayIsCappedSoATypoCannotHangALesson() {
        let reply = DemoAPI.reply(method: "GET", path: "/menu", query: ["delay": "600000"])
        #expect(reply.status == 200)
        #expect(reply.delay == DemoAPI.maximumDelay)
    }

    @Test func delayAndStatusCombine() {
        let reply = DemoAPI.reply(method: "GET", path: "/health", query: ["delay": "20", "status": "429"])
        #expect(reply.status == 429)
        #expect(reply.delay == .milliseconds(20))
    }

    @Test(arguments: ["-1", "soon", "1.5"])
    func malformedDelayIsABadRequest(raw: String) {
        let reply = DemoAPI.reply(method: "GET", path: "/menu", query: ["delay": raw])
        #expect(reply.status == 400)
        #expect(reply.delay == .zero)
    }

    @Test func menuBodyIsTheFixedMenu() throws {
        let reply = DemoAPI.reply(method: "GET", path: "/menu", query: [:])
        #expect(try JSONDecoder().decode([MenuItem].self, from: reply.body) == BrewlineMenu.items)
    }

    @Test func logLineRoundsTheDurationDown() {
        let line = RequestLogLine.format(
            method: "GET", target: "/menu?delay=50", status: 200, duration: .microseconds(50_999))
        #expect(line == "GET /menu?delay=50 200 50ms")
    }
}
