import Terminal
import Testing

@Suite struct TerminalEnvironmentTests {
    @Test func recognisesUTF8Spellings() {
        for name in ["UTF-8", "utf8", "UTF8", "utf-8"] { #expect(TerminalEnvironment.isUTF8(name)) }
        for name in ["ANSI_X3.4-1968", "ISO-8859-1", ""] { #expect(!TerminalEnvironment.isUTF8(name)) }
    }

    @Test func terminfoLookup() throws {
        try TerminalEnvironment.checkTerminfo("xterm-256color")
        #expect(throws: TerminalEnvironmentError.unknownTerminal("no-such-terminal-seams")) {
            try TerminalEnvironment.checkTerminfo("no-such-terminal-seams")
        }
        // Known to terminfo but cannot address the cursor.
        #expect(throws: TerminalEnvironmentError.cannotMoveCursor("dumb")) {
            try TerminalEnvironment.checkTerminfo("dumb")
        }
    }

    @Test func messagesNameTheProblem() {
        #expect(TerminalEnvironmentError.notATerminal(standardInput: true, standardOutput: false).description
            == "The interactive interface needs a terminal, but standard output is not a terminal.")
        #expect(TerminalEnvironmentError.notATerminal(standardInput: false, standardOutput: false).description
            == "The interactive interface needs a terminal, but standard input and standard output are not terminals.")
        #expect(TerminalEnvironmentError.unknownTerminal("vt9000").description.contains("TERM=vt9000"))
    }

    @Test func unicodeSupport() {
        #expect(TerminalEnvironment(terminalName: "x", characterSet: .utf8, colorAllowed: true).supportsUnicode)
        #expect(TerminalEnvironment(terminalName: "x", characterSet: .utf8Fallback, colorAllowed: true).supportsUnicode)
        #expect(!TerminalEnvironment(terminalName: "x", characterSet: .asciiOnly(codeset: "ANSI_X3.4-1968"),
                                     colorAllowed: true).supportsUnicode)
    }
}
