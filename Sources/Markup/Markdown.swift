/// Entry points for the Markdown subset lessons are written in.
public enum Markdown {
    /// Parses `text` into blocks. Never fails: problems that would make the text render
    /// differently from what its author meant are collected in `issues`.
    public static func parse(_ text: String) -> MarkdownDocument {
        let lines = SourceLine.split(text)
        var parser = BlockParser()
        let blocks = parser.parse(lines[...])
        return MarkdownDocument(blocks: blocks, issues: parser.issues)
    }

    /// Parses inline markup only, for text such as a section title that is not a block.
    public static func parseInline(_ text: String) -> [Inline] {
        InlineParser.parse(text)
    }

    /// Splits a lesson body into steps at `## ` headings outside fenced code. Text before
    /// the first heading is a section with no title, left out when it is only whitespace.
    public static func sections(_ text: String) -> [MarkdownSection] {
        var sections: [MarkdownSection] = []
        var title: String?
        var bodyStart = 1
        var body: [Substring] = []
        var fence: Fence?

        func finish() {
            if title != nil || !body.allSatisfy(\.isBlankLine) {
                sections.append(MarkdownSection(title: title, body: body.joined(separator: "\n"), bodyStartLine: bodyStart))
            }
        }

        for line in SourceLine.split(text) {
            if let open = fence {
                if open.isClosed(by: line.text) { fence = nil }
            } else if let opening = Fence(opening: line.text) {
                fence = opening
            } else if line.text.indentation < 4, let heading = LineScanning.atxHeading(line.text), heading.level == 2 {
                finish()
                title = String(heading.text)
                bodyStart = line.number + 1
                body = []
                continue
            }
            body.append(line.text)
        }
        finish()
        return sections
    }
}
