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
        var row = line.trimmingSpace
        if row.utf8.first == UInt8(ascii: "|") { row = row.droppingBytes(1) }
        if row.utf8.last == UInt8(ascii: "|"), !row.utf8.dropLast().reversed().starts(with: [UInt8(ascii: "\\")]) {
            row = row.droppingLastBytes(1)
        }
        var cells: [String] = []
        var current: [UInt8] = []
        var bytes = row.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "\\") {
                guard let next = bytes.next() else {
                    current.append(byte)
                    break
                }
                // Only the pipe loses its backslash; other escapes are the inline parser's.
                if next != UInt8(ascii: "|") { current.append(byte) }
                current.append(next)
            } else if byte == UInt8(ascii: "|") {
                cells.append(cell(current))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        cells.append(cell(current))
        return cells
    }

    static func inlines(_ cell: String) -> [Inline] {
        InlineParser.parse(cell)
    }

    private static func cell(_ bytes: [UInt8]) -> String {
        String(Substring(decoding: bytes, as: UTF8.self).trimmingSpace)
    }
}
