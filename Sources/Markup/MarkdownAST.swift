/// A block-level element of a Markdown text, with the 1-based line it starts on.
public struct Block: Hashable, Sendable {
    /// What the block is and what it contains.
    public enum Kind: Hashable, Sendable {
        /// An ATX (`## Title`) or setext (underlined) heading; `level` is 1 to 6.
        case heading(level: Int, [Inline])
        /// Running text; its lines are joined, soft breaks becoming spaces.
        case paragraph([Inline])
        /// A fenced code block; `language` is the first word of the info string.
        case codeBlock(language: String?, code: String)
        /// A list; each item is its own blocks, so nested lists are lists inside items.
        case list(ordered: Bool, start: Int, items: [[Block]])
        /// A block quote; `callout` is set when it opens with a label such as `**Note:**`.
        case quote(callout: Callout?, [Block])
        /// A GitHub-style table; every row has exactly as many cells as the header.
        case table(header: [[Inline]], alignments: [Alignment], rows: [[[Inline]]])
        /// A thematic break (`---`, `***`, `___`).
        case rule
    }

    /// How a table column's cells are aligned.
    public enum Alignment: Hashable, Sendable {
        case left, center, right
    }

    /// What the block is and what it contains.
    public var kind: Kind
    /// 1-based line in the parsed text where the block starts.
    public var line: Int

    /// A block of `kind` starting on `line`.
    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// The label that turns a block quote into a callout (`> **Note:** …` or `> [!WARNING]`).
public struct Callout: Hashable, Sendable {
    /// The family a label belongs to, so a theme can colour warnings differently from tips.
    public enum Kind: Hashable, Sendable {
        case note, tip, important, warning, caution, custom
    }

    /// The family of the label, derived from it.
    public var kind: Kind
    /// The label as written, without its colon: "Note", "Heads up".
    public var label: String

    /// A callout labelled `label`; its kind follows from the label ("Warning" → `.warning`).
    public init(label: String) {
        self.label = label
        kind = Callout.kind(of: label)
    }

    private static func kind(of label: String) -> Kind {
        switch label.lowercased() {
        case "note", "info", "remember": .note
        case "tip", "hint": .tip
        case "important": .important
        case "warning", "warn", "attention": .warning
        case "caution", "danger", "error": .caution
        default: .custom
        }
    }
}

/// Text-level content of a paragraph, heading or table cell.
public enum Inline: Hashable, Sendable {
    /// Literal text, escapes already resolved.
    case text(String)
    /// `*x*` or `_x_`.
    case emphasis([Inline])
    /// `**x**` or `__x__`.
    case strong([Inline])
    /// A code span's content, shown as written.
    case code(String)
    /// `[text](url)`, or `<url>` whose text is the address itself.
    case link(text: [Inline], url: String)
    /// A hard line break: two trailing spaces or a backslash at the end of a line.
    case lineBreak
}

extension Array where Element == Inline {
    /// The text without any markup, for comparisons, titles and search.
    public var plainText: String {
        var result = ""
        for inline in self {
            switch inline {
            case .text(let text), .code(let text): result += text
            case .emphasis(let children), .strong(let children), .link(let children, _):
                result += children.plainText
            case .lineBreak: result += "\n"
            }
        }
        return result
    }
}

/// Something in a Markdown text that would not render the way its author meant.
public struct MarkdownIssue: Hashable, Sendable {
    /// 1-based line the problem is on.
    public var line: Int
    /// What is wrong, in words an author can act on.
    public var message: String

    /// An issue on `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

/// A parsed Markdown text: its blocks and any problems found while parsing.
public struct MarkdownDocument: Hashable, Sendable {
    /// The top-level blocks in order.
    public var blocks: [Block]
    /// Problems found while parsing, in the order met.
    public var issues: [MarkdownIssue]

    /// A document of `blocks` with `issues`.
    public init(blocks: [Block], issues: [MarkdownIssue] = []) {
        self.blocks = blocks
        self.issues = issues
    }
}

/// One step of a lesson: the text under a `##` heading, or the text before the first one.
public struct MarkdownSection: Hashable, Sendable {
    /// The heading text (markup left in), or nil for text before the first `##`.
    public var title: String?
    /// The section's lines without the heading line, joined by newlines.
    public var body: String
    /// 1-based line in the whole text where `body` starts, so issues found in the body
    /// can be reported against the file.
    public var bodyStartLine: Int

    /// A section titled `title` whose `body` starts on line `bodyStartLine`.
    public init(title: String?, body: String, bodyStartLine: Int) {
        self.title = title
        self.body = body
        self.bodyStartLine = bodyStartLine
    }
}
