import LessonKit

/// Checks on the front matter's top-level keys: the required four, unknown keys and `model`.
enum FrontMatterChecks {
    /// Every required key present, a single value, and not empty. Unlike the app, which stops
    /// at the first problem, this reports them all.
    static func requiredKeys(_ entries: [FrontMatterEntry], closingLine: Int, path: String) -> [Diagnostic] {
        FrontMatter.requiredKeys.compactMap { key in
            guard let entry = entries.entry(key) else {
                return Diagnostic(path: path, line: closingLine, message:
                    "missing required key '\(key)' in front matter: add a '\(key): ...' line above the closing '---'")
            }
            guard let text = entry.value.string else {
                return Diagnostic(path: path, line: entry.value.line, column: entry.value.column, message:
                    "'\(key)' must be a string, not a list or a mapping: write its value on the same line as '\(key):'")
            }
            guard !text.allSatisfy(\.isWhitespace) else {
                return Diagnostic(path: path, line: entry.line, column: entry.column, message:
                    "'\(key)' must not be empty: write its value after '\(key):'")
            }
            return nil
        }
    }

    /// Keys the format does not know are ignored by the app, so a typo there loses the value
    /// silently: warn, and suggest the key that was probably meant.
    static func unknownKeys(_ entries: [FrontMatterEntry], path: String) -> [Diagnostic] {
        unknownKeys(entries, known: FrontMatter.knownKeys, place: "",
                    otherwise: "remove it, or keep free-form notes under 'notes'", path: path)
    }

    /// `model` is an id on one line; with the registry at hand, one that exists.
    static func model(_ entries: [FrontMatterEntry], knownModels: Set<String>?, path: String) -> [Diagnostic] {
        guard let entry = entries.entry("model") else { return [] }
        let value = entry.value
        guard let id = value.string, !id.allSatisfy(\.isWhitespace) else {
            return [Diagnostic(path: path, line: value.line, column: value.column, message:
                "'model' must be a model id on one line, such as 'model: clock'")]
        }
        guard let knownModels, !knownModels.contains(id) else { return [] }
        let hint: String
        if let suggestion = Suggestion.closest(to: id, among: knownModels.sorted()) {
            hint = "did you mean '\(suggestion)'?"
        } else if knownModels.isEmpty {
            hint = "no models are registered yet; remove the 'model' line"
        } else {
            hint = "the known models are " + Suggestion.list(knownModels.sorted().map { "'\($0)'" })
        }
        return [Diagnostic(path: path, line: value.line, column: value.column,
                           message: "unknown model '\(id)': \(hint)")]
    }

    /// Warnings for the keys of `entries` not in `known`. `place` follows the key in the
    /// message (" in quiz question 2"); `otherwise` is the advice when nothing is close.
    static func unknownKeys(_ entries: [FrontMatterEntry], known: [String], place: String, otherwise: String,
                            path: String) -> [Diagnostic] {
        entries.filter { !known.contains($0.key) }.map { entry in
            let hint = Suggestion.closest(to: entry.key, among: known).map { "did you mean '\($0)'?" } ?? otherwise
            return Diagnostic(path: path, line: entry.line, column: entry.column, severity: .warning,
                              message: "unknown key '\(entry.key)'\(place) is ignored: \(hint)")
        }
    }
}
