/// Recognises a GitHub table: a header row followed by a delimiter row such as
/// `| :--- | ---: |`. A delimiter row whose cell count differs from the header's is not a
/// table (GitHub shows it as text), which is worth telling the author about.
enum TableStart {
    case table(header: [String], alignments: [Block.Alignment])
    case mismatch(MarkdownIssue)

    init?(_ lines: ArraySlice<SourceLine>, at index: Int) {
        guard index + 1 < lines.endIndex else { return nil }
        let headerLine = lines[index].text
        let delimiterLine = lines[index + 1].text
        guard headerLine.containsByte(UInt8(ascii: "|")), !headerLine.isBlankLine,
              let alignments = TableStart.alignments(delimiterLine) else { return nil }
        let header = TableStart.cells(headerLine)
        guard header.count == alignments.count else {
            self = .mismatch(MarkdownIssue(
                line: lines[index + 1].number,
                message: "table delimiter row has \(alignments.count) cells but the header has \(header.count); it shows as plain text"))
            return
        }
        self = .table(header: header, alignments: alignments)
    }

    /// The column alignments a delimiter row declares, or nil when the line is not one.
    static func alignments(_ line: Substring) -> [Block.Alignment]? {
        guard line.containsByte(UInt8(ascii: "|")), line.containsByte(UInt8(ascii: "-")) else { return nil }
        var result: [Block.Alignment] = []
        for cell in cells(line) {
            let utf8 = cell.utf8
            let leading = utf8.first == UInt8(ascii: ":")
            let trailing = utf8.count > 1 && utf8.last == UInt8(ascii: ":")
            let dashes = utf8.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            result.append(leading && trailing ? .center : trailing ? .right : .left)
        }
        return result
    }

    /// The cells of a row: split on unescaped pipes, outer pipes optional, `\|` kept as `|`.
    static func cells(_ line: Substring) -> [String] {
        let row = line.trimmingSpace
        // Byte offsets of the pipes that separate cells; a backslash escapes the next byte.
        let (pipes, escapes) = row.withBytes { bytes -> ([Int], Bool) in
            var pipes: [Int] = []
            var escapes = false
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    escapes = true
                    index += 1
                } else if bytes[index] == UInt8(ascii: "|") {
                    pipes.append(index)
                }
                index += 1
            }
            return (pipes, escapes)
        }
        var bounds = [-1] + pipes + [row.utf8.count]
        // Outer pipes only close the row; they do not make empty cells.
        if pipes.first == 0 { bounds.removeFirst() }
        if pipes.last == row.utf8.count - 1, bounds.count > 2 { bounds.removeLast() }
        return zip(bounds, bounds.dropFirst()).map { lower, upper in
            let cell = String(row.droppingBytes(lower + 1).droppingLastBytes(row.utf8.count - upper).trimmingSpace)
            // Only the pipe loses its backslash; other escapes are the inline parser's.
            return escapes ? cell.replacing("\\|", with: "|") : cell
        }
    }

    static func inlines(_ cell: String) -> [Inline] {
        InlineParser.parse(cell)
    }
}
