import Canvas

/// Renders blocks for one layout pass. Containers render their children at a smaller
/// width and prefix the lines, so the width guarantee holds at every depth.
struct BlockRenderer {
    /// Below this many columns a container stops indenting its content, so deep nesting
    /// at a small width still leaves room for the text itself.
    static let minimumContentWidth = 4

    let glyphs: Glyphs
    let highlighter: MarkdownLayout.Highlighter?
    // Glyph widths, measured once: measuring a non-ASCII character is not cheap.
    private let bulletWidth: Int
    private let barWidth: Int
    private let horizontalWidth: Int

    init(glyphs: Glyphs, highlighter: MarkdownLayout.Highlighter?) {
        self.glyphs = glyphs
        self.highlighter = highlighter
        bulletWidth = DisplayWidth.of(glyphs.bullet)
        barWidth = DisplayWidth.of(glyphs.quoteBar)
        horizontalWidth = max(1, DisplayWidth.of(glyphs.horizontal))
    }

    func render(_ blocks: [Block], width: Int, role: TextRole) -> [StyledLine] {
        var output: [StyledLine] = []
        for block in blocks {
            let lines = render(block, width: width, role: role)
            if !output.isEmpty && !lines.isEmpty { output.append(.empty) }
            output += lines
        }
        return output
    }

    private func render(_ block: Block, width: Int, role: TextRole) -> [StyledLine] {
        switch block.kind {
        case .heading(let level, let inlines):
            return heading(level: level, inlines, width: width)
        case .paragraph(let inlines):
            return TextWrapping.wrap(MarkdownLayout.spans(for: inlines, role: role), width: width)
        case .codeBlock(let language, let code):
            return codeBlock(code, language: language, width: width)
        case .list(let ordered, let start, let items):
            return list(ordered: ordered, start: start, items: items, width: width, role: role)
        case .quote(let callout, let blocks):
            return quote(callout: callout, blocks, width: width)
        case .table(let header, let alignments, let rows):
            return TableLayout(glyphs: glyphs, width: width).lines(header: header, alignments: alignments, rows: rows)
        case .rule:
            return [StyledLine(horizontalLine(width), .rule)]
        }
    }

    private func heading(level: Int, _ inlines: [Inline], width: Int) -> [StyledLine] {
        let role: TextRole = level == 1 ? .heading1 : level == 2 ? .heading2 : .heading3
        let wrapped = Wrapper(MarkdownLayout.spans(for: inlines, role: role), width: width)
        var lines = wrapped.lines
        if level == 1, let widest = wrapped.widths.max(), widest > 0 {
            lines.append(StyledLine(horizontalLine(widest), .heading1))
        }
        return lines
    }

    private func horizontalLine(_ columns: Int) -> String {
        String(repeating: glyphs.horizontal, count: columns / horizontalWidth)
    }

    private func codeBlock(_ code: String, language: String?, width: Int) -> [StyledLine] {
        let indent = width >= 2 + Self.minimumContentWidth ? 2 : 0
        let room = width - indent
        let margin = Span(TextWrapping.spaces(indent))
        if let highlighted = highlighter?(code, language) {
            return highlighted.map { line in
                var expanded = StyledLine()
                for span in line.spans {
                    expanded.append(Span(TextWrapping.displayable(span.text, tabWidth: 4), span.role, traits: span.traits))
                }
                return prefixed(TextWrapping.truncate(expanded, to: room, ellipsis: glyphs.ellipsis), with: margin)
            }
        }
        return TextWrapping.splitLines(code).map { source in
            let line = StyledLine(TextWrapping.displayable(String(source), tabWidth: 4), .codeBlock)
            return prefixed(TextWrapping.truncate(line, to: room, ellipsis: glyphs.ellipsis), with: margin)
        }
    }

    private func list(ordered: Bool, start: Int, items: [[Block]], width: Int, role: TextRole) -> [StyledLine] {
        let markers = items.indices.map { ordered ? "\(start + $0)." : String(glyphs.bullet) }
        // Numbers are ASCII, so their width is their length.
        let markerWidth = ordered ? markers.map { $0.utf8.count }.max() ?? 0 : bulletWidth
        let indent = markerWidth + 1
        let hanging = width - indent >= Self.minimumContentWidth
        let hang = Span(TextWrapping.spaces(indent))
        var output: [StyledLine] = []
        for (item, marker) in zip(items, markers) {
            // Numbers are right-aligned so the text of items 9 and 10 lines up.
            let padding = ordered ? markerWidth - marker.utf8.count : 0
            let label = Span(TextWrapping.spaces(padding) + marker, .listMarker)
            guard hanging else {
                output.append(TextWrapping.truncate(StyledLine([label]), to: width, ellipsis: ""))
                output += itemLines(item, width: width, role: role)
                continue
            }
            let body = itemLines(item, width: width - indent, role: role)
            guard let head = body.first, !head.spans.isEmpty else {
                output.append(StyledLine([label]))
                output += body.dropFirst().map { prefixed($0, with: hang) }
                continue
            }
            output.append(prefixed(head, with: label, Span(" ")))
            output += body.dropFirst().map { prefixed($0, with: hang) }
        }
        return output
    }

    /// An item's blocks. A nested list follows its item's text without a blank line, so
    /// nested lists read as one list; other blocks inside an item are spaced as usual.
    private func itemLines(_ blocks: [Block], width: Int, role: TextRole) -> [StyledLine] {
        var output: [StyledLine] = []
        for block in blocks {
            let lines = render(block, width: width, role: role)
            var isList = false
            if case .list = block.kind { isList = true }
            if !output.isEmpty && !lines.isEmpty && !isList { output.append(.empty) }
            output += lines
        }
        return output
    }

    private func quote(callout: Callout?, _ blocks: [Block], width: Int) -> [StyledLine] {
        let bar = String(glyphs.quoteBar)
        let hasBar = width - barWidth - 1 >= Self.minimumContentWidth
        let inner = hasBar ? width - barWidth - 1 : width
        var body: [StyledLine] = []
        if let callout {
            let role: TextRole = switch callout.kind {
            case .warning: .warning
            case .caution: .error
            case .note, .tip, .important, .custom: .quote
            }
            body += TextWrapping.wrap([Span(callout.label, role, traits: .strong)], width: inner)
        }
        body += render(blocks, width: inner, role: .quote)
        guard hasBar else { return body }
        let marker = Span(bar + " ", .quoteMarker)
        let blankMarker = StyledLine(bar, .quoteMarker)
        return body.map { $0.spans.isEmpty ? blankMarker : prefixed($0, with: marker) }
    }

    /// `line` after `prefix` spans. Spans are not merged: merging would copy the line's
    /// text into a new string for every level of nesting. Empty lines stay empty rather
    /// than carry invisible indentation.
    private func prefixed(_ line: StyledLine, with prefix: Span...) -> StyledLine {
        guard !line.spans.isEmpty else { return line }
        var spans: [Span] = []
        spans.reserveCapacity(prefix.count + line.spans.count)
        for span in prefix where !span.text.isEmpty { spans.append(span) }
        spans.append(contentsOf: line.spans)
        return StyledLine(spans)
    }
}
