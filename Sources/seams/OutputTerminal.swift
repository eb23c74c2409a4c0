import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What stdout is: its width, and whether colour and box drawing belong on it.
struct OutputTerminal {
    var isTerminal: Bool
    var width: Int
    var allowsColor: Bool
    var utf8: Bool

    static func standardOutput(environment: [String: String]) -> OutputTerminal {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        var width = 80
        if isTerminal {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                width = Int(size.ws_col)
            }
        }
        let term = environment["TERM"] ?? ""
        let allowsColor = isTerminal && environment["NO_COLOR"] == nil && term != "dumb" && !term.isEmpty
        let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
        let utf8 = !isTerminal || locale.uppercased().contains("UTF-8") || locale.uppercased().contains("UTF8")
        return OutputTerminal(isTerminal: isTerminal, width: max(20, width), allowsColor: allowsColor, utf8: utf8)
    }
}
