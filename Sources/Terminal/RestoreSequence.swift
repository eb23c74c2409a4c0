/// The bytes a crash handler writes to give the terminal back: attributes reset, mouse
/// reporting and keypad mode off, cursor shown, alternate screen left. Pure: terminfo
/// lookups come in as a function.
public enum RestoreSequence {
    /// Used when terminfo has none of the capabilities.
    public static let fallback = "\u{1B}[?1049l\u{1B}[?25h\u{1B}[0m"

    /// Turns off every xterm mouse mode ncurses may have turned on (X10/normal, button,
    /// any-motion, SGR and urxvt encodings); terminals that do not know them ignore them.
    public static let mouseOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1015l"

    /// Builds the sequence from `sgr0`, `rmkx`, `cnorm` and `rmcup` as `capability` returns
    /// them (nil when absent), with the mouse modes off when `mouse` was enabled.
    public static func build(mouse: Bool, capability: (String) -> String?) -> String {
        let parts = ["sgr0", "rmkx", "cnorm", "rmcup"].map { capability($0).map(stripPadding) }
        // Without rmcup or cnorm the two things a user notices most would stay broken.
        guard let leave = parts[3], let show = parts[2], !leave.isEmpty, !show.isEmpty else {
            return (mouse ? mouseOff : "") + fallback
        }
        return (parts[0] ?? "") + (mouse ? mouseOff : "") + (parts[1] ?? "") + show + leave
    }

    /// Removes terminfo padding (`$<5>`, `$<2*/>`): ncurses turns it into delays, a raw
    /// write would print it.
    public static func stripPadding(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "$<") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else {
                rest = rest[start.lowerBound...]
                break
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
