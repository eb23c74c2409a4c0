import Yams

/// The YAML block at the top of `lesson.md` that names and describes a lesson.
public struct FrontMatter: Hashable, Sendable {
    public var id: String
    public var title: String
    public var technique: String
    public var summary: String
    /// Keys beyond the four required ones, in the order written (snippets, quiz, model, notes…).
    public var otherKeys: [String]
    /// Snippet files named under `snippets`, relative to the lesson folder. A kind that is not
    /// named here uses its default file (`before.swift` and so on).
    public var snippetFiles: [SnippetKind: String]
    /// The quiz questions that could be read. A malformed quiz never breaks the lesson:
    /// what cannot be read is left out here and reported by `seams lint`.
    public var quiz: [QuizQuestion]
    /// The id of the live model the lesson runs, when it names one.
    public var model: String?

    public init(id: String, title: String, technique: String, summary: String, otherKeys: [String] = [],
                snippetFiles: [SnippetKind: String] = [:], quiz: [QuizQuestion] = [], model: String? = nil) {
        self.id = id
        self.title = title
        self.technique = technique
        self.summary = summary
        self.otherKeys = otherKeys
        self.snippetFiles = snippetFiles
        self.quiz = quiz
        self.model = model
    }

    public static let requiredKeys = ["id", "title", "technique", "summary"]

    /// Every top-level key the format reads or reserves; anything else is probably a typo.
    public static let knownKeys = requiredKeys + ["snippets", "quiz", "model", "notes"]
}

/// A value from the front matter's YAML, kept with the place in `lesson.md` it was written,
/// so that tools can check it and point at it without depending on the YAML library.
public struct FrontMatterValue: Hashable, Sendable {
    /// The shape of the value.
    public enum Kind: Hashable, Sendable {
        /// A single value, quoted or not, as text (an empty value is `""`).
        case scalar(String)
        case list([FrontMatterValue])
        case mapping([FrontMatterEntry])
    }

    public var kind: Kind
    /// 1-based line in `lesson.md`.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// The value as a YAML boolean (an unquoted `true` or `false`), or nil when it is not one.
    public var bool: Bool?

    public init(_ kind: Kind, line: Int, column: Int, bool: Bool? = nil) {
        self.kind = kind
        self.line = line
        self.column = column
        self.bool = bool
    }

    /// The text of a scalar; nil for a list or a mapping.
    public var string: String? {
        if case .scalar(let text) = kind { return text }
        return nil
    }

    /// The items of a list; nil for anything else.
    public var list: [FrontMatterValue]? {
        if case .list(let items) = kind { return items }
        return nil
    }

    /// The entries of a mapping; nil for anything else.
    public var mapping: [FrontMatterEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }
}

/// One `key: value` pair of a front-matter mapping, with the key's position.
public struct FrontMatterEntry: Hashable, Sendable {
    public var key: String
    public var line: Int
    public var column: Int
    public var value: FrontMatterValue

    public init(key: String, line: Int, column: Int, value: FrontMatterValue) {
        self.key = key
        self.line = line
        self.column = column
        self.value = value
    }
}

extension Array where Element == FrontMatterEntry {
    /// The entry for `key`, if the mapping has one.
    public func entry(_ key: String) -> FrontMatterEntry? {
        first { $0.key == key }
    }
}

/// `lesson.md` cut at its front-matter fences, before the YAML inside is read.
public struct FrontMatterBlock: Hashable, Sendable {
    /// The text between the two `---` lines; its line 1 is line 2 of the file.
    public var yaml: String
    /// The line of the closing `---`, where a missing key can be added.
    public var closingLine: Int
    public var body: String
    /// The 1-based line in `lesson.md` where the body starts.
    public var bodyLine: Int
}

/// `lesson.md` split into its front matter and Markdown body, with line numbers kept.
public struct LessonSource: Sendable {
    public var frontMatter: FrontMatter
    public var body: String
    /// The 1-based line in `lesson.md` where the body starts.
    public var bodyLine: Int
}

/// Reads `lesson.md` text into front matter and body, reporting problems against the file's
/// own line numbers (YAML positions are shifted past the opening `---`).
public enum FrontMatterParser {
    /// YAML line 1 is file line 2.
    static let lineOffset = 1

    public static func parse(_ text: String, path: String) -> Result<LessonSource, Diagnostic> {
        split(text, path: path).flatMap { block in
            entries(of: block, path: path).flatMap { entries in
                frontMatter(from: entries, closingLine: block.closingLine, path: path).map { front in
                    LessonSource(frontMatter: front, body: block.body, bodyLine: block.bodyLine)
                }
            }
        }
    }

    /// Finds the `---` fences. Fails when the file does not open with one or never closes it.
    public static func split(_ text: String, path: String) -> Result<FrontMatterBlock, Diagnostic> {
        // A byte-order mark is invisible in an editor; it must not hide the opening `---`.
        let text = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        // "\r\n" is a single Character in Swift, so Windows line ends are split on explicitly.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        guard let first = lines.first, first.trimmingTrailingSpaces() == "---" else {
            return .failure(Diagnostic(path: path, line: 1, message:
                "lesson.md must start with YAML front matter between '---' lines"))
        }
        guard let closing = lines.indices.dropFirst().first(where: {
            let line = lines[$0].trimmingTrailingSpaces()
            return line == "---" || line == "..."
        }) else {
            return .failure(Diagnostic(path: path, line: 1, message:
                "front matter is not closed: add a '---' line after it"))
        }
        return .success(FrontMatterBlock(
            yaml: lines[1..<closing].joined(separator: "\n"), closingLine: closing + 1,
            body: lines[(closing + 1)...].joined(separator: "\n"), bodyLine: closing + 2))
    }

    /// The top-level entries of the front matter, in the order written. Fails on a YAML
    /// error, at the line and column where the YAML parser stopped, or when the front
    /// matter is not a mapping.
    public static func entries(of block: FrontMatterBlock, path: String) -> Result<[FrontMatterEntry], Diagnostic> {
        let node: Node?
        do {
            node = try Yams.compose(yaml: block.yaml)
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, path: path))
        } catch {
            return .failure(Diagnostic(path: path, line: 1 + lineOffset, message: "front matter: \(error)"))
        }
        guard let node, case .mapping(let mapping) = node else {
            return .failure(Diagnostic(path: path, line: 1 + lineOffset, message:
                "front matter must be a mapping of keys to values (id, title, technique, summary)"))
        }
        return .success(entries(of: mapping))
    }

    /// The front matter the app uses. Only the required keys can fail it; the optional ones
    /// are read as far as they make sense, so a lesson written for a later version still loads.
    static func frontMatter(from entries: [FrontMatterEntry], closingLine: Int,
                            path: String) -> Result<FrontMatter, Diagnostic> {
        var values: [String: String] = [:]
        for entry in entries where FrontMatter.requiredKeys.contains(entry.key) {
            guard let text = entry.value.string else {
                return .failure(Diagnostic(path: path, line: entry.value.line, column: entry.value.column,
                                           message: "'\(entry.key)' must be a string"))
            }
            values[entry.key] = text
        }
        for name in FrontMatter.requiredKeys {
            guard let value = values[name], !value.trimmingTrailingSpaces().isEmpty else {
                if values[name] == nil {
                    return .failure(Diagnostic(path: path, line: closingLine,
                                               message: "missing required key '\(name)' in front matter"))
                }
                // An empty value is reported where it is written, as lint reports it.
                let entry = entries.entry(name)
                return .failure(Diagnostic(path: path, line: entry?.line ?? closingLine, column: entry?.column ?? 1,
                                           message: "'\(name)' must not be empty"))
            }
        }
        let model = entries.entry("model")?.value.string.flatMap { $0.isEmpty ? nil : $0 }
        return .success(FrontMatter(
            id: values["id"]!, title: values["title"]!, technique: values["technique"]!, summary: values["summary"]!,
            otherKeys: entries.map(\.key).filter { !FrontMatter.requiredKeys.contains($0) },
            snippetFiles: snippetFiles(entries.entry("snippets")?.value),
            quiz: quiz(entries.entry("quiz")?.value), model: model))
    }

    /// The `snippets` entries that name a known kind and a path; anything else is skipped.
    static func snippetFiles(_ value: FrontMatterValue?) -> [SnippetKind: String] {
        var files: [SnippetKind: String] = [:]
        for entry in value?.mapping ?? [] {
            guard let kind = SnippetKind(rawValue: entry.key), let path = entry.value.string, !path.isEmpty else { continue }
            files[kind] = path
        }
        return files
    }

    /// Every question written as a mapping, with the fields that could be read.
    static func quiz(_ value: FrontMatterValue?) -> [QuizQuestion] {
        (value?.list ?? []).compactMap { item in
            guard let fields = item.mapping else { return nil }
            let choices = (fields.entry("choices")?.value.list ?? []).compactMap { choice -> QuizQuestion.Choice? in
                guard let parts = choice.mapping, let text = parts.entry("text")?.value.string else { return nil }
                return QuizQuestion.Choice(text: text, isCorrect: parts.entry("correct")?.value.bool == true)
            }
            return QuizQuestion(question: fields.entry("question")?.value.string ?? "", choices: choices,
                                explanation: fields.entry("explanation")?.value.string ?? "", line: item.line)
        }
    }

    // MARK: - From Yams nodes

    private static func entries(of mapping: Node.Mapping) -> [FrontMatterEntry] {
        mapping.compactMap { key, value in
            // A key that is itself a list or mapping names nothing a lesson can use.
            guard let name = key.string else { return nil }
            let (line, column) = position(key)
            return FrontMatterEntry(key: name, line: line, column: column, value: self.value(value))
        }
    }

    private static func value(_ node: Node) -> FrontMatterValue {
        let (line, column) = position(node)
        switch node {
        case .scalar(let scalar):
            // Only an unquoted true/false resolves to a boolean; "true" in quotes is text.
            let bool = node.tag == Tag(.bool) ? node.bool : nil
            return FrontMatterValue(.scalar(scalar.string), line: line, column: column, bool: bool)
        case .sequence(let sequence):
            return FrontMatterValue(.list(sequence.map(value)), line: line, column: column)
        case .mapping(let mapping):
            return FrontMatterValue(.mapping(entries(of: mapping)), line: line, column: column)
        case .alias(let alias):
            // compose resolves aliases to their nodes; this is only a fallback.
            return FrontMatterValue(.scalar("*" + alias.anchor.rawValue), line: line, column: column)
        }
    }

    private static func position(_ node: Node) -> (line: Int, column: Int) {
        ((node.mark?.line ?? 1) + lineOffset, node.mark?.column ?? 1)
    }

    private static func diagnostic(for error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            var message = "front matter: \(problem)"
            if let context { message += " (\(context.text) at line \(context.mark.line + lineOffset))" }
            return Diagnostic(path: path, line: mark.line + lineOffset, column: mark.column, message: message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(path: path, line: context.mark.line + lineOffset, column: context.mark.column,
                              message: "front matter: \(names) appears more than once; keep only one")
        case .reader(let problem, _, _, _):
            return Diagnostic(path: path, line: 1 + lineOffset, message: "front matter: \(problem)")
        default:
            return Diagnostic(path: path, line: 1 + lineOffset, message: "front matter: \(error)")
        }
    }
}

extension StringProtocol {
    func trimmingTrailingSpaces() -> SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
