import Canvas

/// Lays Markdown blocks out as styled lines for a terminal of a given width.
///
/// No line it produces is ever wider than `width`: paragraphs wrap, code is cut, tables
/// shrink, and containers nested too deep to indent further stop indenting.
public struct MarkdownLayout: Sendable {
    /// Colours code for a language; returns nil when it cannot, and the code is then shown
    /// in the `.codeBlock` role. It gets the code exactly as written (tabs included).
    public typealias Highlighter = @Sendable (_ code: String, _ language: String?) -> [StyledLine]?

    /// Columns available for the text; meant to be 10 or more.
    public var width: Int
    /// Characters for borders, bullets, quote bars and rules.
    public var glyphs: Glyphs
    /// Colours code blocks; without one, code shows in the `.codeBlock` role.
    public var highlighter: Highlighter?

    /// A layout `width` columns wide.
    public init(width: Int, glyphs: Glyphs = .unicode, highlighter: Highlighter? = nil) {
        self.width = width
        self.glyphs = glyphs
        self.highlighter = highlighter
    }

    /// The blocks as lines, one blank line between blocks and none at either end.
    public func lines(for blocks: [Block]) -> [StyledLine] {
        BlockRenderer(glyphs: glyphs, highlighter: highlighter).render(blocks, width: max(1, width), role: .plain)
    }

    /// The document's blocks as lines; its issues are for linting and are not shown.
    public func lines(for document: MarkdownDocument) -> [StyledLine] {
        lines(for: document.blocks)
    }
}
