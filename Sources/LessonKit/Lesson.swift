import Markup

/// The three snippet files a lesson can show in its code pane.
public enum SnippetKind: String, CaseIterable, Hashable, Sendable {
    case before, after, test

    public var fileName: String { "\(rawValue).swift" }
}

/// A lesson as the list knows it: found on disk, front matter read, body not yet parsed.
public struct Lesson: Hashable, Sendable, Identifiable {
    public enum Status: Hashable, Sendable {
        case ready(FrontMatter)
        case broken(Diagnostic)
    }

    /// The order prefix of the folder name (`03` in `03-wrapper-class`).
    public var number: Int?
    /// The folder name, e.g. `03-wrapper-class`.
    public var folderName: String
    /// The folder's path, as the user gave the lessons directory.
    public var folderPath: String
    public var status: Status
    /// The Markdown body and its first line in `lesson.md`; empty when broken.
    public var body: String
    public var bodyLine: Int

    public init(number: Int?, folderName: String, folderPath: String, status: Status,
                body: String = "", bodyLine: Int = 1) {
        self.number = number
        self.folderName = folderName
        self.folderPath = folderPath
        self.status = status
        self.body = body
        self.bodyLine = bodyLine
    }

    /// The id from the front matter, or the folder's id part when the lesson is broken.
    public var id: String {
        if case .ready(let front) = status { return front.id }
        return LessonFolderName(folderName)?.id ?? folderName
    }

    public var title: String {
        if case .ready(let front) = status { return front.title }
        return folderName
    }

    public var technique: String {
        if case .ready(let front) = status { return front.technique }
        return ""
    }

    public var summary: String {
        if case .ready(let front) = status { return front.summary }
        return ""
    }

    /// The quiz questions the front matter holds.
    public var quiz: [QuizQuestion] {
        if case .ready(let front) = status { return front.quiz }
        return []
    }

    /// The id of the live model the front matter names, if any.
    public var model: String? {
        if case .ready(let front) = status { return front.model }
        return nil
    }

    public var diagnostic: Diagnostic? {
        if case .broken(let diagnostic) = status { return diagnostic }
        return nil
    }

    public var isBroken: Bool { diagnostic != nil }

    public var lessonFilePath: String { folderPath + "/lesson.md" }

    /// Where the `kind` snippet lives: the file named under `snippets` in the front matter,
    /// or the default (`before.swift` and so on), relative to the lesson folder.
    public func snippetPath(_ kind: SnippetKind) -> String {
        var file = kind.fileName
        if case .ready(let front) = status, let named = front.snippetFiles[kind] { file = named }
        return LessonLoader.join(folderPath, file)
    }
}

/// One multiple-choice question from a lesson's `quiz`.
public struct QuizQuestion: Hashable, Sendable {
    /// One answer the reader can pick.
    public struct Choice: Hashable, Sendable {
        public var text: String
        public var isCorrect: Bool

        public init(text: String, isCorrect: Bool = false) {
            self.text = text
            self.isCorrect = isCorrect
        }
    }

    public var question: String
    public var choices: [Choice]
    /// Why the correct choice is right, shown after the reader answers.
    public var explanation: String
    /// The question's line in `lesson.md`.
    public var line: Int

    public init(question: String, choices: [Choice], explanation: String, line: Int) {
        self.question = question
        self.choices = choices
        self.explanation = explanation
        self.line = line
    }

    /// Whether the question can be asked: text, two or more choices, exactly one correct.
    public var isAnswerable: Bool {
        !question.isEmpty && choices.count >= 2 && choices.filter(\.isCorrect).count == 1
    }
}

/// `NN-id` split into its number and id.
public struct LessonFolderName: Hashable, Sendable {
    public var number: Int
    public var id: String

    /// A lesson number as folders and lists show it: at least two digits, `07`.
    public static func format(_ number: Int) -> String {
        number < 10 && number >= 0 ? "0\(number)" : String(number)
    }

    /// Whether `id` is a lowercase slug (`a-z`, `0-9`, single hyphens): what lesson ids are.
    public static func isValidID(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    public init?(_ name: String) {
        guard let dash = name.firstIndex(of: "-"),
              let number = Int(name[..<dash]),
              name[..<dash].allSatisfy(\.isASCII),
              name.index(after: dash) < name.endIndex else { return nil }
        self.number = number
        self.id = String(name[name.index(after: dash)...])
    }
}

/// One step of a lesson: a `##` section of its body, parsed.
public struct LessonStep: Hashable, Sendable {
    public var title: String?
    public var blocks: [Block]
    /// Where the step's text starts in `lesson.md`.
    public var line: Int

    public init(title: String?, blocks: [Block], line: Int) {
        self.title = title
        self.blocks = blocks
        self.line = line
    }
}

/// A snippet file, read and highlighted.
public struct Snippet: Hashable, Sendable {
    public var kind: SnippetKind
    public var path: String
    public var source: String
    public var lines: [StyledLine]

    public init(kind: SnippetKind, path: String, source: String, lines: [StyledLine]) {
        self.kind = kind
        self.path = path
        self.source = source
        self.lines = lines
    }
}

/// What the reader needs once a lesson is opened: steps and snippets.
public struct LessonContent: Hashable, Sendable {
    public var steps: [LessonStep]
    public var snippets: [SnippetKind: Snippet]
    /// Problems found while reading: Markdown that renders wrongly, a snippet that is not
    /// UTF-8, leads outside the folder or is too large.
    public var diagnostics: [Diagnostic]
    /// The change from before to after, computed once, when the lesson has both.
    public var diff: SnippetDiff?

    public init(steps: [LessonStep], snippets: [SnippetKind: Snippet], diagnostics: [Diagnostic] = []) {
        self.steps = steps
        self.snippets = snippets
        self.diagnostics = diagnostics
        if let before = snippets[.before], let after = snippets[.after] {
            diff = SnippetDiff(before: before.source, after: after.source)
        }
    }

    /// The snippet kinds present, in the order the code pane cycles through them.
    public var availableSnippets: [SnippetKind] { SnippetKind.allCases.filter { snippets[$0] != nil } }
}
