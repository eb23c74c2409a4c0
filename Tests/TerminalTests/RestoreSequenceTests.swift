import Terminal
import Testing

@Suite struct RestoreSequenceTests {
    static let xterm = [
        "sgr0": "\u{1B}(B\u{1B}[m", "rmkx": "\u{1B}[?1l\u{1B}>", "cnorm": "\u{1B}[?12l\u{1B}[?25h",
        "rmcup": "\u{1B}[?1049l\u{1B}[23;0;0t",
    ]

    @Test func builtFromTerminfo() {
        let sequence = RestoreSequence.build(mouse: false) { Self.xterm[$0] }
        #expect(sequence == "\u{1B}(B\u{1B}[m\u{1B}[?1l\u{1B}>\u{1B}[?12l\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0;0t")
    }

    @Test func mouseModesAreSwitchedOffWhenMouseWasOn() {
        let sequence = RestoreSequence.build(mouse: true) { Self.xterm[$0] }
        #expect(sequence.contains(RestoreSequence.mouseOff))
        #expect(sequence.hasSuffix("\u{1B}[?1049l\u{1B}[23;0;0t"))
    }

    @Test func fallbackWithoutCapabilities() {
        #expect(RestoreSequence.build(mouse: false) { _ in nil } == RestoreSequence.fallback)
        #expect(RestoreSequence.fallback == "\u{1B}[?1049l\u{1B}[?25h\u{1B}[0m")
    }

    @Test func paddingIsRemoved() {
        #expect(RestoreSequence.stripPadding("\u{1B}[?5h$<100/>\u{1B}[?5l") == "\u{1B}[?5h\u{1B}[?5l")
        #expect(RestoreSequence.stripPadding("a$<2*>b$<5>") == "ab")
        #expect(RestoreSequence.stripPadding("cost $<unterminated") == "cost $<unterminated")
    }
}
