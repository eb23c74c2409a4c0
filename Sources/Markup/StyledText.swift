import Canvas

/// What a piece of text is, not how it looks: a theme turns roles into colours and
/// attributes, so the same lesson renders for a dark terminal, `NO_COLOR` or plain stdout.
public enum TextRole: Hashable, Sendable, CaseIterable {
    case plain
    case heading1, heading2, heading3
    case emphasis, strong
    case inlineCode
    case codeBlock          // unhighlighted code in a fenced block
    case link, linkURL
    case quote, quoteMarker
    case listMarker
    case tableBorder, tableHeader
    case rule
    case muted              // secondary text: captions, hints
    // Swift syntax, from swift-syntax's classifications.
    case keyword, type, identifier, string, number, comment, attribute, `operator`, directive
    // Diffs between snippets.
    case added, removed, unchanged
    case error, warning
}

/// Emphasis that nests on top of a role (`**bold link**`).
public struct TextTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let strong = TextTraits(rawValue: 1 << 0)
    public static let emphasis = TextTraits(rawValue: 1 << 1)
}

/// A run of text in one role.
public struct Span: Hashable, Sendable {
    public var text: String
    public var role: TextRole
    public var traits: TextTraits

    public init(_ text: String, _ role: TextRole = .plain, traits: TextTraits = []) {
        self.text = text
        self.role = role
        self.traits = traits
    }

    public var width: Int { DisplayWidth.of(text) }
}

/// One line of styled text, ready to be drawn at a known width.
public struct StyledLine: Hashable, Sendable {
    public var spans: [Span]

    public init(_ spans: [Span] = []) { self.spans = spans }
    public init(_ text: String, _ role: TextRole = .plain) { self.spans = text.isEmpty ? [] : [Span(text, role)] }

    public static let empty = StyledLine()

    /// The line without any styling.
    public var text: String { spans.map(\.text).joined() }

    /// Columns the line takes on a terminal.
    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    public var isBlank: Bool { spans.allSatisfy { $0.text.allSatisfy(\.isWhitespace) } }

    public mutating func append(_ span: Span) {
        guard !span.text.isEmpty else { return }
        if let last = spans.last, last.role == span.role, last.traits == span.traits {
            spans[spans.count - 1].text += span.text
        } else {
            spans.append(span)
        }
    }

    public mutating func append(_ text: String, _ role: TextRole = .plain, traits: TextTraits = []) {
        append(Span(text, role, traits: traits))
    }

    public mutating func append(contentsOf other: StyledLine) {
        for span in other.spans { append(span) }
    }
}
