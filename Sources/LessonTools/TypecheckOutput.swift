import LessonKit

/// Turns `swiftc -diagnostic-style=llvm` output into diagnostics against the files an author
/// knows, such as `Lessons/03-x/after.swift`, rather than the absolute paths the compiler saw.
struct CompilerOutput {
    /// The paths given to the compiler, each with the path to report instead.
    var displayPaths: [String: String]
    /// Where a diagnostic without a usable location goes: the run's first snippet.
    var fallbackPath: String

    /// Errors and warnings, in the compiler's order. Notes and remarks are dropped: the
    /// `Diagnostic` format has no place for them, and the error they belong to already says
    /// what is wrong. Source excerpts and caret lines are skipped.
    func diagnostics(from output: String) -> [Diagnostic] {
        output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            diagnostic(from: line.hasSuffix("\r") ? line.dropLast() : line)
        }
    }

    private func diagnostic(from line: Substring) -> Diagnostic? {
        if let located = located(line) {
            guard let severity = Self.severity(located.severity) else { return nil }
            return Diagnostic(path: displayPaths[located.path] ?? located.path, line: located.line,
                              column: located.column, severity: severity, message: located.message)
        }
        // The driver's "emit-module command failed with exit code 1 (use -v to see invocation)"
        // only repeats that the errors above it happened.
        if line.hasSuffix("(use -v to see invocation)") { return nil }
        // `<unknown>:0: error: ...` and bare `error: ...` come from the driver, not a file.
        for prefix in ["<unknown>:0: ", ""] {
            guard line.hasPrefix(prefix) else { continue }
            let rest = line.dropFirst(prefix.count)
            for (word, severity) in [("error: ", Diagnostic.Severity.error), ("warning: ", .warning)]
            where rest.hasPrefix(word) {
                return Diagnostic(path: fallbackPath, line: 1, severity: severity,
                                  message: "swiftc: " + rest.dropFirst(word.count))
            }
        }
        return nil
    }

    private struct Located {
        var path: String
        var line: Int
        var column: Int
        var severity: Substring
        var message: String
    }

    /// `PATH:LINE:COL: SEVERITY: MESSAGE`. Known paths are tried first, longest first, so a
    /// path containing `:` still parses; any other path is accepted as the compiler wrote it.
    private func located(_ line: Substring) -> Located? {
        for path in knownPathsLongestFirst where line.hasPrefix(path + ":") {
            if let parsed = position(line.dropFirst(path.count + 1), path: path) { return parsed }
        }
        // A file the run did not name (an SDK header, say). The compiler names those with
        // absolute paths. Requiring one keeps the source lines the compiler quotes under each
        // diagnostic from being read as diagnostics: a source line that starts with a slash is
        // almost always a comment.
        guard line.hasPrefix("/"), !line.hasPrefix("//"), !line.hasPrefix("/*") else { return nil }
        var index = line.startIndex
        while let colon = line[index...].firstIndex(of: ":") {
            let path = line[..<colon]
            if let parsed = position(line[line.index(after: colon)...], path: String(path)) {
                return parsed
            }
            index = line.index(after: colon)
        }
        return nil
    }

    /// `LINE:COL: SEVERITY: MESSAGE`, after the path and its colon.
    private func position(_ rest: Substring, path: String) -> Located? {
        let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let line = Int(parts[0]), let column = Int(parts[1]),
              parts[2].hasPrefix(" "), parts[3].hasPrefix(" ") else { return nil }
        let severity = parts[2].dropFirst()
        guard ["error", "warning", "note", "remark"].contains(severity) else { return nil }
        return Located(path: path, line: line, column: column, severity: severity,
                       message: String(parts[3].dropFirst()))
    }

    private var knownPathsLongestFirst: [String] {
        displayPaths.keys.sorted { $0.count > $1.count }
    }

    private static func severity(_ word: Substring) -> Diagnostic.Severity? {
        switch word {
        case "error": .error
        case "warning": .warning
        default: nil
        }
    }
}
