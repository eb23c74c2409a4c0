import CNcursesw

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the interactive interface cannot start here.
public enum TerminalEnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// stdin or stdout is a pipe or file, not a terminal.
    case notATerminal(standardInput: Bool, standardOutput: Bool)
    /// `TERM` is unset or empty.
    case terminalTypeUnset
    /// terminfo has no entry for `TERM` (or only a generic one).
    case unknownTerminal(String)
    /// The terminal cannot move its cursor (`TERM=dumb`), so it cannot show a full screen.
    case cannotMoveCursor(String)
    /// `TERM` names a hardcopy terminal.
    case hardcopyTerminal(String)
    /// No terminfo database was found at all.
    case noTerminfoDatabase(String)

    public var description: String {
        switch self {
        case .notATerminal(let input, let output):
            let which = [input ? nil : "standard input", output ? nil : "standard output"]
                .compactMap { $0 }.joined(separator: " and ")
            let verb = input || output ? "is not a terminal" : "are not terminals"
            return "The interactive interface needs a terminal, but \(which) \(verb)."
        case .terminalTypeUnset:
            return "TERM is not set, so the terminal's capabilities are unknown."
        case .unknownTerminal(let name):
            return "TERM=\(name) is not in the terminfo database."
        case .cannotMoveCursor(let name):
            return "TERM=\(name) cannot move the cursor, so it cannot show a full-screen interface."
        case .hardcopyTerminal(let name):
            return "TERM=\(name) is a hardcopy terminal and cannot show a full-screen interface."
        case .noTerminfoDatabase(let name):
            return "No terminfo database was found to look up TERM=\(name)."
        }
    }
}

/// What the process may draw with: checked (and the locale set) before ncurses starts.
public struct TerminalEnvironment: Hashable, Sendable {
    /// Whether the locale can encode what the interface draws.
    public enum CharacterSet: Hashable, Sendable {
        /// The user's own locale is UTF-8.
        case utf8
        /// The user's locale was not UTF-8; the process switched to `C.UTF-8`.
        case utf8Fallback
        /// No UTF-8 locale is available: draw with `Glyphs.ascii`; other text shows as `?`.
        case asciiOnly(codeset: String)
    }

    /// The value of `TERM`.
    public var terminalName: String
    public var characterSet: CharacterSet
    /// False when `NO_COLOR` is set at all, to any value, even an empty one.
    public var colorAllowed: Bool

    /// True unless only ASCII can be drawn.
    public var supportsUnicode: Bool {
        if case .asciiOnly = characterSet { return false }
        return true
    }

    public init(terminalName: String, characterSet: CharacterSet, colorAllowed: Bool) {
        self.terminalName = terminalName
        self.characterSet = characterSet
        self.colorAllowed = colorAllowed
    }

    /// Checks stdin/stdout, `TERM` and terminfo, then sets the process locale with
    /// `setlocale(LC_ALL, "")`, falling back to `C.UTF-8`. Call once, on the main thread,
    /// before any other thread starts (setlocale is process-wide) and before
    /// `TerminalSession`.
    public static func detect() throws(TerminalEnvironmentError) -> TerminalEnvironment {
        let input = isatty(STDIN_FILENO) == 1
        let output = isatty(STDOUT_FILENO) == 1
        guard input && output else {
            throw .notATerminal(standardInput: input, standardOutput: output)
        }
        guard let term = variable("TERM"), !term.isEmpty else { throw .terminalTypeUnset }
        try checkTerminfo(term)
        let noColor = variable("NO_COLOR")
        return TerminalEnvironment(terminalName: term, characterSet: setUpLocale(),
                                   colorAllowed: noColor == nil)
    }

    /// Looks `name` up with `setupterm`, whose error out-parameter stops it from printing
    /// and exiting the way `initscr` does, then frees the entry again. Not thread-safe
    /// (ncurses keeps the entry in a global): call it where ncurses runs.
    public static func checkTerminfo(_ name: String) throws(TerminalEnvironmentError) {
        var status: Int32 = 0
        let result = setupterm(name, STDOUT_FILENO, &status)
        if result == OK {
            let cursorAddress = tigetstr("cup")
            let canMove = cursorAddress != nil && cursorAddress != UnsafeMutablePointer(bitPattern: -1)
            // newterm loads its own copy; drop this one.
            if let loaded = set_curterm(nil) { del_curterm(loaded) }
            guard canMove else { throw .cannotMoveCursor(name) }
            return
        }
        switch status {
        case 1: throw .hardcopyTerminal(name)
        case -1: throw .noTerminfoDatabase(name)
        default: throw .unknownTerminal(name)
        }
    }

    /// Sets the locale from the environment; without UTF-8 there, tries `C.UTF-8`, because
    /// ncursesw draws nothing but ASCII in a non-UTF-8 locale.
    private static func setUpLocale() -> CharacterSet {
        setlocale(LC_ALL, "")
        if isUTF8(currentCodeset()) { return .utf8 }
        let original = currentCodeset()
        if setlocale(LC_ALL, "C.UTF-8") != nil, isUTF8(currentCodeset()) { return .utf8Fallback }
        setlocale(LC_ALL, "")
        return .asciiOnly(codeset: original)
    }

    /// Whether a `nl_langinfo(CODESET)` name means UTF-8 ("UTF-8", "utf8", …).
    public static func isUTF8(_ codeset: String) -> Bool {
        let normalized = codeset.uppercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "UTF8"
    }

    private static func currentCodeset() -> String {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: codeset)
    }

    private static func variable(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
