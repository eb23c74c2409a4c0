/// Splits lines into blocks. Containers (quotes, list items) strip their prefixes and
/// parse what is left recursively, so line numbers survive any nesting. Parsing never fails:
/// anything that would render wrongly becomes an issue instead.
struct BlockParser {
    /// Quotes and lists nest by recursion; past this depth their markers are read as text,
    /// so pathological input cannot exhaust the stack.
    static let maximumDepth = 32

    private(set) var issues: [MarkdownIssue] = []
    private var depth = 0

    mutating func parse(_ lines: ArraySlice<SourceLine>) -> [Block] {
        var blocks: [Block] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            if line.text.isBlankLine {
                index += 1
            } else if !LineScanning.mayStartBlock(line.text) {
                blocks.append(table(lines, &index) ?? paragraph(lines, &index))
            } else if let fence = Fence(opening: line.text) {
                blocks.append(codeBlock(fence, lines, &index))
            } else if let (level, text) = LineScanning.atxHeading(line.text) {
                blocks.append(Block(.heading(level: level, InlineParser.parse(text)), line: line.number))
                index += 1
            } else if LineScanning.isRule(line.text) {
                blocks.append(Block(.rule, line: line.number))
                index += 1
            } else if LineScanning.quoteContent(line.text) != nil, nestingAllowed(at: line) {
                blocks.append(quote(lines, &index))
            } else if let marker = ListMarker(line.text), nestingAllowed(at: line) {
                blocks.append(list(marker, lines, &index))
            } else if let table = table(lines, &index) {
                blocks.append(table)
            } else {
                blocks.append(paragraph(lines, &index))
            }
        }
        return blocks
    }

    // MARK: - Leaf blocks

    private mutating func codeBlock(_ fence: Fence, _ lines: ArraySlice<SourceLine>, _ index: inout Int) -> Block {
        let opening = lines[index].number
        var content: [Substring] = []
        index += 1
        var closed = false
        while index < lines.endIndex {
            let text = lines[index].text
            index += 1
            if fence.isClosed(by: text) {
                closed = true
                break
            }
            content.append(text.droppingIndentation(fence.indent))
        }
        if !closed {
            issues.append(MarkdownIssue(line: opening, message: "code fence is never closed; everything after it shows as code"))
        }
        let language = fence.info.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        return Block(.codeBlock(language: language, code: content.joined(separator: "\n")), line: opening)
    }

    private mutating func paragraph(_ lines: ArraySlice<SourceLine>, _ index: inout Int) -> Block {
        let first = lines[index].number
        // The lines go straight into the bytes the inline parser reads.
        var text: [UInt8] = []
        Self.appendLine(lines[index].text, to: &text)
        index += 1
        while index < lines.endIndex {
            let line = lines[index].text
            if line.isBlankLine { break }
            if let level = LineScanning.setextLevel(line) {
                index += 1
                return Block(.heading(level: level, Self.inlines(text)), line: first)
            }
            if LineScanning.interruptsParagraph(line) { break }
            switch TableStart(lines, at: index) {
            case .table: return Block(.paragraph(Self.inlines(text)), line: first)
            case .mismatch(let issue): issues.append(issue)
            case nil: break
            }
            text.append(UInt8(ascii: "\n"))
            Self.appendLine(line, to: &text)
            index += 1
        }
        return Block(.paragraph(Self.inlines(text)), line: first)
    }

    private static func appendLine(_ line: Substring, to text: inout [UInt8]) {
        line.trimmingLeadingSpace.withBytes { text.append(contentsOf: $0) }
    }

    private static func inlines(_ text: [UInt8]) -> [Inline] {
        var text = text
        // Trailing spaces on the last line are not a line break: nothing follows them.
        while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
        return InlineParser.parse(bytes: text)
    }

    private mutating func table(_ lines: ArraySlice<SourceLine>, _ index: inout Int) -> Block? {
        switch TableStart(lines, at: index) {
        case nil:
            return nil
        case .mismatch(let issue):
            issues.append(issue)
            return nil
        case .table(let header, let alignments):
            let first = lines[index].number
            index += 2
            var rows: [[[Inline]]] = []
            while index < lines.endIndex {
                let line = lines[index]
                if line.text.isBlankLine || LineScanning.interruptsParagraph(line.text) { break }
                var cells = TableStart.cells(line.text)
                if cells.count != header.count {
                    issues.append(MarkdownIssue(
                        line: line.number,
                        message: "table row has \(cells.count) cells but the header has \(header.count)"))
                    // Pad or drop cells as GitHub does, so the table still renders.
                    cells = Array(cells.prefix(header.count)) + Array(repeating: "", count: max(0, header.count - cells.count))
                }
                rows.append(cells.map(TableStart.inlines))
                index += 1
            }
            return Block(.table(header: header.map(TableStart.inlines), alignments: alignments, rows: rows), line: first)
        }
    }

    // MARK: - Containers

    private mutating func nestingAllowed(at line: SourceLine) -> Bool {
        guard depth >= Self.maximumDepth else { return true }
        issues.append(MarkdownIssue(line: line.number, message: "nested more than \(Self.maximumDepth) levels deep; shown as text"))
        return false
    }

    private mutating func quote(_ lines: ArraySlice<SourceLine>, _ index: inout Int) -> Block {
        let first = lines[index].number
        var inner: [SourceLine] = []
        var state = ContainerState()
        while index < lines.endIndex {
            let line = lines[index]
            if let content = LineScanning.quoteContent(line.text) {
                inner.append(SourceLine(text: content, number: line.number))
                state.add(content)
            } else if state.paragraphOpen, !line.text.isBlankLine, !LineScanning.interruptsParagraph(line.text) {
                // A lazy continuation: a paragraph inside the quote may go on without ">".
                inner.append(line)
            } else {
                break
            }
            index += 1
        }
        let callout = Self.calloutMarker(&inner)
        depth += 1
        var blocks = parse(inner[...])
        depth -= 1
        return Block(.quote(callout: callout ?? Self.boldCallout(&blocks), blocks), line: first)
    }

    private mutating func list(_ firstMarker: ListMarker, _ lines: ArraySlice<SourceLine>, _ index: inout Int) -> Block {
        let first = lines[index].number
        var items: [[Block]] = []
        var marker = firstMarker
        while true {
            var itemLines = [SourceLine(text: marker.content, number: lines[index].number)]
            var state = ContainerState()
            state.add(marker.content)
            index += 1
            while index < lines.endIndex {
                let line = lines[index]
                if line.text.isBlankLine {
                    itemLines.append(SourceLine(text: "", number: line.number))
                    state.add("")
                } else if line.text.indentation >= marker.contentIndent {
                    let content = line.text.droppingIndentation(marker.contentIndent)
                    itemLines.append(SourceLine(text: content, number: line.number))
                    state.add(content)
                } else if state.paragraphOpen, !LineScanning.interruptsParagraph(line.text), ListMarker(line.text) == nil {
                    // A lazy continuation of the item's paragraph, not indented.
                    itemLines.append(SourceLine(text: line.text.trimmingLeadingSpace, number: line.number))
                } else {
                    break
                }
                index += 1
            }
            // Blank lines after an item belong to whatever follows, not to the item. The
            // marker's own line stays even when empty, or `index` would step back before it.
            while itemLines.count > 1, let last = itemLines.last, last.text.isBlankLine {
                itemLines.removeLast()
                index -= 1
            }
            depth += 1
            items.append(parse(itemLines[...]))
            depth -= 1
            var next = index
            while next < lines.endIndex, lines[next].text.isBlankLine { next += 1 }
            guard next < lines.endIndex, let sibling = ListMarker(lines[next].text), sibling.ordered == firstMarker.ordered,
                  !LineScanning.isRule(lines[next].text) else { break }
            marker = sibling
            index = next
        }
        return Block(.list(ordered: firstMarker.ordered, start: firstMarker.number, items: items), line: first)
    }

    /// What a container's lines so far leave open, which decides whether a line without
    /// the container's prefix may still continue it.
    private struct ContainerState {
        var fence: Fence?
        /// Whether the last line was paragraph text, the only thing lazy lines continue.
        var paragraphOpen = false

        mutating func add(_ line: Substring) {
            if let open = fence {
                if open.isClosed(by: line) { fence = nil }
                paragraphOpen = false
            } else if let opening = Fence(opening: line) {
                fence = opening
                paragraphOpen = false
            } else {
                paragraphOpen = !line.isBlankLine && LineScanning.atxHeading(line) == nil && !LineScanning.isRule(line)
            }
        }
    }

    // MARK: - Callouts

    /// GitHub's `> [!NOTE]` form: a first line holding only the marker.
    private static func calloutMarker(_ lines: inout [SourceLine]) -> Callout? {
        guard let first = lines.first?.text.trimmingSpace, first.hasPrefix("[!"), first.hasSuffix("]"),
              first.count > 3 else { return nil }
        let word = first.dropFirst(2).dropLast()
        guard word.allSatisfy(\.isLetter) else { return nil }
        lines.removeFirst()
        return Callout(label: word.prefix(1).uppercased() + word.dropFirst().lowercased())
    }

    /// The `> **Note:** text` form: a short bold label ending in a colon opens the first
    /// paragraph. The label is taken out so the layout can show it on its own.
    private static func boldCallout(_ blocks: inout [Block]) -> Callout? {
        guard case .paragraph(var inlines)? = blocks.first?.kind, case .strong(let labelInlines)? = inlines.first else {
            return nil
        }
        var label = labelInlines.plainText
        var rest = Array(inlines.dropFirst())
        if label.hasSuffix(":") {
            label.removeLast()
        } else if case .text(let text)? = rest.first, text.hasPrefix(":") {
            rest[0] = .text(String(text.dropFirst()))
        } else {
            return nil
        }
        label = label.trimmingWhitespace
        guard !label.isEmpty, label.count <= 40, !label.contains("\n") else { return nil }
        if case .text(let text)? = rest.first {
            let trimmed = String(text.drop(while: \.isWhitespace))
            if trimmed.isEmpty { rest.removeFirst() } else { rest[0] = .text(trimmed) }
        }
        if rest.first == .lineBreak { rest.removeFirst() }
        inlines = rest
        if inlines.isEmpty {
            blocks.removeFirst()
        } else {
            blocks[0].kind = .paragraph(inlines)
        }
        return Callout(label: label)
    }
}

private extension String {
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
