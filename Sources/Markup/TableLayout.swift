import Canvas

/// Draws a table with borders. When its natural width does not fit, the widest columns
/// give up columns first and their cells wrap; when even narrow columns cannot fit, each
/// row is shown as "Header: value" lines instead of a grid.
struct TableLayout {
    let glyphs: Glyphs
    let width: Int

    /// No column is squeezed below this (or its natural width, when that is smaller):
    /// narrower columns turn a table into a column of single letters.
    private static let minimumColumnWidth = 3

    func lines(header: [[Inline]], alignments: [Block.Alignment], rows: [[[Inline]]]) -> [StyledLine] {
        let count = header.count
        guard count > 0 else { return [] }
        let headerCells = header.map { MarkdownLayout.spans(for: $0, role: .tableHeader) }
        // Rows built by hand may be ragged; the parser's never are.
        let bodyCells = rows.map { row in
            (0..<count).map { $0 < row.count ? MarkdownLayout.spans(for: row[$0], role: .plain) : [] }
        }
        // Empty columns still get one column, so the grid does not collapse.
        var natural = Array(repeating: 1, count: count)
        var longestWord = Array(repeating: 1, count: count)
        for row in [headerCells] + bodyCells {
            for (column, cell) in row.enumerated() {
                let size = TextWrapping.measure(cell)
                natural[column] = max(natural[column], size.line)
                longestWord[column] = max(longestWord[column], size.word)
            }
        }
        // Each column has a space either side and a border on its right, plus the left border.
        let available = width - (3 * count + 1)
        // Breaking words inside cells is the last resort, after wrapping only between them.
        let unbroken = zip(natural, longestWord).map { min($0, $1) }
        let minimal = natural.map { min($0, Self.minimumColumnWidth) }
        guard let widths = Self.fit(natural, floors: unbroken, into: available)
                ?? Self.fit(natural, floors: minimal, into: available) else {
            return records(headerCells, bodyCells)
        }
        let align = (0..<count).map { $0 < alignments.count ? alignments[$0] : .left }
        let headerLines = rowLines(headerCells, widths: widths, alignments: align, padding: .tableHeader)
        let bodyRows = bodyCells.map { rowLines($0, widths: widths, alignments: align, padding: .plain) }
        // Once rows wrap onto several lines, separators are what shows where each row ends.
        let separateRows = bodyRows.contains { $0.count > 1 }
        var output = [border(widths, glyphs.topLeft, glyphs.teeDown, glyphs.topRight)]
        output += headerLines
        output.append(border(widths, glyphs.teeRight, glyphs.cross, glyphs.teeLeft))
        for (index, row) in bodyRows.enumerated() {
            if separateRows && index > 0 { output.append(border(widths, glyphs.teeRight, glyphs.cross, glyphs.teeLeft)) }
            output += row
        }
        output.append(border(widths, glyphs.bottomLeft, glyphs.teeUp, glyphs.bottomRight))
        return output
    }

    /// Column widths summing to at most `available`: the natural ones when they fit, else
    /// the widest cut down to a common cap (never below `floors`), with the columns left
    /// over handed to the widest columns first. Nil when even `floors` do not fit.
    static func fit(_ natural: [Int], floors: [Int], into available: Int) -> [Int]? {
        if natural.reduce(0, +) <= available { return natural }
        guard floors.reduce(0, +) <= available else { return nil }
        func widths(cappedAt cap: Int) -> [Int] {
            zip(natural, floors).map { max($1, min($0, cap)) }
        }
        var cap = natural.max() ?? 0
        while cap > 1 && widths(cappedAt: cap).reduce(0, +) > available { cap -= 1 }
        var result = widths(cappedAt: cap)
        var spare = available - result.reduce(0, +)
        for index in result.indices.sorted(by: { natural[$0] > natural[$1] })
        where spare > 0 && result[index] < natural[index] {
            result[index] += 1
            spare -= 1
        }
        return result
    }

    private func rowLines(_ cells: [[Span]], widths: [Int], alignments: [Block.Alignment],
                          padding: TextRole) -> [StyledLine] {
        // Only the results are kept: holding whole wrappers would copy all their buffers.
        let wrapped = zip(cells, widths).map { cell, width in
            let wrapper = Wrapper(cell, width: width)
            return (lines: wrapper.lines, widths: wrapper.widths)
        }
        let height = max(1, wrapped.map { $0.lines.count }.max() ?? 0)
        let vertical = String(glyphs.vertical)
        return (0..<height).map { row in
            var line = StyledLine(vertical, .tableBorder)
            for column in widths.indices {
                let cell = wrapped[column]
                let content = row < cell.lines.count ? cell.lines[row] : StyledLine()
                let gap = widths[column] - (row < cell.widths.count ? cell.widths[row] : 0)
                let left = switch alignments[column] {
                case .left: 0
                case .center: gap / 2
                case .right: gap
                }
                line.append(TextWrapping.spaces(1 + left), padding)
                line.append(contentsOf: content)
                line.append(TextWrapping.spaces(1 + gap - left), padding)
                line.append(vertical, .tableBorder)
            }
            return line
        }
    }

    private func border(_ widths: [Int], _ left: Character, _ middle: Character, _ right: Character) -> StyledLine {
        let segments = widths.map { String(repeating: glyphs.horizontal, count: $0 + 2) }
        return StyledLine(String(left) + segments.joined(separator: String(middle)) + String(right), .tableBorder)
    }

    /// The fallback for widths too small for a grid: every cell as "Header: value",
    /// rows set apart by blank lines.
    private func records(_ header: [[Span]], _ rows: [[[Span]]]) -> [StyledLine] {
        guard !rows.isEmpty else {
            return header.flatMap { TextWrapping.wrap($0, width: width) }
        }
        var output: [StyledLine] = []
        for row in rows {
            if !output.isEmpty { output.append(.empty) }
            for (title, cell) in zip(header, row) {
                output += TextWrapping.wrap(title + [Span(":", .tableHeader), Span(" ")] + cell, width: width)
            }
        }
        return output
    }
}
