import Yams

/// The YAML block at the top of `lesson.md` that names and describes a lesson.
public struct FrontMatter: Hashable, Sendable {
    public var id: String
    public var title: String
    public var technique: String
    public var summary: String
    /// Keys this version does not interpret (quiz, model, notes), kept for later readers.
    public var otherKeys: [String]

    public init(id: String, title: String, technique: String, summary: String, otherKeys: [String] = []) {
        self.id = id
        self.title = title
        self.technique = technique
        self.summary = summary
        self.otherKeys = otherKeys
    }

    public static let requiredKeys = ["id", "title", "technique", "summary"]
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
    public static func parse(_ text: String, path: String) -> Result<LessonSource, Diagnostic> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
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
        let yaml = lines[1..<closing].joined(separator: "\n")
        let body = lines[(closing + 1)...].joined(separator: "\n")
        // YAML line 1 is file line 2.
        let offset = 1

        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, path: path, lineOffset: offset))
        } catch {
            return .failure(Diagnostic(path: path, line: 2, message: "front matter: \(error)"))
        }
        guard let node, case .mapping(let mapping) = node else {
            return .failure(Diagnostic(path: path, line: 2, message:
                "front matter must be a mapping of keys to values (id, title, technique, summary)"))
        }

        var values: [String: String] = [:]
        var others: [String] = []
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            guard FrontMatter.requiredKeys.contains(name) else {
                others.append(name)
                continue
            }
            guard case .scalar(let scalar) = value else {
                let line = (value.mark?.line ?? 1) + offset
                return .failure(Diagnostic(path: path, line: line, column: value.mark?.column ?? 1,
                                           message: "'\(name)' must be a string"))
            }
            values[name] = scalar.string
        }
        for name in FrontMatter.requiredKeys {
            guard let value = values[name], !value.trimmingTrailingSpaces().isEmpty else {
                return .failure(Diagnostic(path: path, line: closing + 1, message:
                    values[name] == nil ? "missing required key '\(name)' in front matter"
                                        : "'\(name)' must not be empty"))
            }
        }
        let front = FrontMatter(id: values["id"]!, title: values["title"]!, technique: values["technique"]!,
                                summary: values["summary"]!, otherKeys: others)
        return .success(LessonSource(frontMatter: front, body: body, bodyLine: closing + 2))
    }

    private static func diagnostic(for error: YamlError, path: String, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            var message = "front matter: \(problem)"
            if let context { message += " (\(context.text) at line \(context.mark.line + lineOffset))" }
            return Diagnostic(path: path, line: mark.line + lineOffset, column: mark.column, message: message)
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
