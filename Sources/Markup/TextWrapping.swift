import Canvas

/// Fitting styled text into terminal columns: greedy word wrapping and cutting.
public enum TextWrapping {
    /// Breaks `spans` into lines no wider than `width` columns. Runs of spaces collapse to
    /// one and vanish at line ends, a `"\n"` in a span forces a break, and a word wider than
    /// a whole line is broken between characters. A character wider than `width` itself
    /// (a wide character when `width` is 1) is shown as `?`, and other control characters
    /// as U+FFFD, so no line overflows once drawn.
    public static func wrap(_ spans: [Span], width: Int) -> [StyledLine] {
        Wrapper(spans, width: width).lines
    }

    /// `line` cut to at most `width` columns, ending in `ellipsis` (in `ellipsisRole`) when
    /// anything was cut and the ellipsis fits.
    public static func truncate(_ line: StyledLine, to width: Int, ellipsis: String = "…",
                                ellipsisRole: TextRole = .muted) -> StyledLine {
        // A character never takes more columns than it has UTF-8 bytes, so short lines
        // need not be measured at all.
        if line.spans.reduce(0, { $0 + $1.text.utf8.count }) <= width { return line }
        guard columns(line) > width else { return line }
        let marker = columns(ellipsis) < width ? ellipsis : ""
        var room = width - columns(marker)
        var result = StyledLine()
        for span in line.spans {
            var kept = ""
            for character in span.text {
                let used = DisplayWidth.of(character)
                if used > room { break }
                room -= used
                kept.append(character)
            }
            result.append(Span(kept, span.role, traits: span.traits))
            if kept.count < span.text.count { break }
        }
        result.append(Span(marker, ellipsisRole))
        return result
    }

    /// The widest line `spans` make when nothing wraps: runs of spaces count as one,
    /// `"\n"` starts a new line. Also the widest word, so a table can avoid breaking words.
    static func measure(_ spans: [Span]) -> (line: Int, word: Int) {
        var widest = 0
        var longestWord = 0
        var lineWidth = 0
        var wordWidth = 0
        var pendingSpace = false
        func endWord() {
            guard wordWidth > 0 else { return }
            lineWidth += wordWidth + (pendingSpace && lineWidth > 0 ? 1 : 0)
            longestWord = max(longestWord, wordWidth)
            wordWidth = 0
            pendingSpace = false
        }
        for span in spans {
            // Measured as the wrapper will show it, control characters replaced.
            let text = displayable(span.text)
            let utf8 = text.utf8
            var start = utf8.startIndex
            var index = start
            while index != utf8.endIndex {
                let byte = utf8[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                    wordWidth += columns(text[start..<index])
                    endWord()
                    if byte == UInt8(ascii: "\n") {
                        widest = max(widest, lineWidth)
                        lineWidth = 0
                    } else {
                        pendingSpace = true
                    }
                    start = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
            wordWidth += columns(text[start...])
        }
        endWord()
        return (max(widest, lineWidth), longestWord)
    }

    /// `count` spaces, without building a new string for the common small counts.
    static func spaces(_ count: Int) -> String {
        count < spaceStrings.count ? spaceStrings[max(0, count)] : String(repeating: " ", count: count)
    }

    private static let spaceStrings = (0..<64).map { String(repeating: " ", count: $0) }

    /// Columns taken by `text`, counting plain ASCII without per-character work.
    static func columns(_ text: some StringProtocol) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
        }
        if let ascii, let count = ascii { return count }
        return DisplayWidth.of(text)
    }

    static func columns(_ line: StyledLine) -> Int {
        line.spans.reduce(0) { $0 + columns($1.text) }
    }

    /// The lines of `text`, split at each `"\n"`; unlike `SourceLine.split`, a trailing
    /// newline does give a final empty line, as it does in code.
    static func splitLines(_ text: String) -> [Substring] {
        var text = text
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        let ends = utf8.withContiguousStorageIfAvailable { buffer in
            buffer.indices.filter { buffer[$0] == UInt8(ascii: "\n") }
        } ?? []
        var lines: [Substring] = []
        lines.reserveCapacity(ends.count + 1)
        var start = utf8.startIndex
        for end in ends {
            let upper = utf8.index(utf8.startIndex, offsetBy: end)
            lines.append(text[start..<upper])
            start = utf8.index(after: upper)
        }
        lines.append(text[start...])
        return lines
    }

    /// `text` with each tab replaced by spaces up to the next tab stop, counting columns from
    /// `startingColumn`: how snippets are shown, so a file and its diff line up.
    public static func expandTabs(_ text: String, startingColumn: Int = 0, tabStop: Int = 4) -> String {
        guard text.contains("\t") else { return text }
        var result = ""
        var column = startingColumn
        for character in text {
            if character == "\t" {
                let width = tabStop - column % tabStop
                result += String(repeating: " ", count: width)
                column += width
            } else {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }

    /// `text` as one terminal line can show it. Control characters would move the cursor,
    /// or be drawn by `Screen` as a replacement taking a column they were not measured
    /// with, so they become U+FFFD. With `tabWidth` (code), tabs become that many spaces and
    /// newlines are controls too; without it (prose), both stay for wrapping to break on.
    static func displayable(_ text: String, tabWidth: Int? = nil) -> String {
        // 0xC2 leads the encodings of the C1 controls; plain text rarely has any of these.
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
        } ?? false
        if clean { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09:
                if let tabWidth { result += spaces(tabWidth) } else { result.unicodeScalars.append(scalar) }
            case 0x0A where tabWidth == nil:
                result.unicodeScalars.append(scalar)
            case 0..<0x20, 0x7F...0x9F:
                result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// The state of one greedy wrap: the line being filled and the word being collected, which
/// may run across spans ("**bold**," is one word in two roles). Words are byte ranges into
/// their spans' UTF-8, and a line's text is gathered as bytes per run of one style, so a
/// string is made once per styled run rather than once per word.
struct Wrapper {
    let width: Int
    private let spans: [Span]
    /// Every span's UTF-8, one after another; `starts[i]` is where span `i` begins.
    private var bytes: [UInt8] = []
    private var starts: [Int] = []
    private(set) var lines: [StyledLine] = []
    /// Column widths of `lines`, so callers need not measure them again.
    private(set) var widths: [Int] = []
    private var line: [Span] = []
    private var run: [UInt8] = []
    /// The span whose style `run` has, if any.
    private var runSpan: Int?
    private var lineWidth = 0
    /// The word being collected: spans sit end to end in `bytes` and a word holds no
    /// spaces, so it is one byte range even when it runs across spans.
    private var word: Range<Int> = 0..<0
    /// The span the word starts in.
    private var wordSpan = 0
    private var wordWidth = 0
    /// The span holding the space seen before the word being collected, so a space inside
    /// inline code or a link keeps that styling.
    private var space: Int?

    init(_ spans: [Span], width: Int) {
        self.spans = spans
        self.width = max(1, width)
        starts.reserveCapacity(spans.count + 1)
        for span in spans {
            starts.append(bytes.count)
            bytes.append(contentsOf: TextWrapping.displayable(span.text).utf8)
        }
        starts.append(bytes.count)
        for index in spans.indices { add(index) }
        flushWord()
        if lineWidth > 0 { breakLine() }
    }

    private mutating func add(_ span: Int) {
        var start = starts[span]
        let end = starts[span + 1]
        // Plain ASCII is measured by its length, found while looking for spaces anyway.
        var ascii = true
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                addPiece(span, start..<index, ascii: ascii)
                flushWord()
                if byte == UInt8(ascii: "\n") {
                    breakLine()
                } else if space == nil {
                    space = span
                }
                start = index + 1
                ascii = true
            } else if byte < 0x20 || byte >= 0x7F {
                ascii = false
            }
            index += 1
        }
        addPiece(span, start..<end, ascii: ascii)
    }

    private mutating func addPiece(_ span: Int, _ range: Range<Int>, ascii: Bool) {
        guard !range.isEmpty else { return }
        if word.isEmpty {
            word = range
            wordSpan = span
        } else {
            word = word.lowerBound..<range.upperBound
        }
        wordWidth += ascii ? range.count : DisplayWidth.of(String(decoding: bytes[range], as: UTF8.self))
    }

    /// The parts of the word that lie in one span each, with that span.
    private var wordParts: [(range: Range<Int>, span: Int)] {
        var parts: [(range: Range<Int>, span: Int)] = []
        var span = wordSpan
        var position = word.lowerBound
        while position < word.upperBound {
            let end = min(word.upperBound, starts[span + 1])
            if end > position { parts.append((position..<end, span)) }
            position = end
            span += 1
        }
        return parts
    }

    private mutating func flushWord() {
        defer {
            word = 0..<0
            wordWidth = 0
            space = nil
        }
        guard !word.isEmpty else { return }
        let gap = space != nil && lineWidth > 0 ? 1 : 0
        if lineWidth + gap + wordWidth <= width {
            if gap == 1, let space {
                append(CollectionOfOne(UInt8(ascii: " ")), of: space)
                lineWidth += 1
            }
        } else {
            if lineWidth > 0 { breakLine() }
            if wordWidth > width {
                breakWord()
                return
            }
        }
        // Most words lie in one span; only those crossing spans need the general walk.
        if word.upperBound <= starts[wordSpan + 1] {
            append(bytes[word], of: wordSpan)
        } else {
            for part in wordParts { append(bytes[part.range], of: part.span) }
        }
        lineWidth += wordWidth
    }

    private mutating func append(_ text: some Collection<UInt8>, of span: Int) {
        if let current = runSpan, current != span,
           spans[current].role != spans[span].role || spans[current].traits != spans[span].traits {
            closeRun()
        }
        runSpan = span
        run.append(contentsOf: text)
    }

    private mutating func closeRun() {
        guard let current = runSpan else { return }
        if !run.isEmpty {
            line.append(Span(String(decoding: run, as: UTF8.self), spans[current].role, traits: spans[current].traits))
        }
        run.removeAll(keepingCapacity: true)
        runSpan = nil
    }

    private mutating func breakWord() {
        for piece in wordParts {
            let text = String(decoding: bytes[piece.range], as: UTF8.self)
            for character in text {
                var shown = character
                var used = DisplayWidth.of(character)
                if used > width {
                    shown = "?"
                    used = 1
                }
                if lineWidth + used > width { breakLine() }
                append(shown.utf8, of: piece.span)
                lineWidth += used
            }
        }
    }

    private mutating func breakLine() {
        closeRun()
        lines.append(StyledLine(line))
        widths.append(lineWidth)
        line.removeAll(keepingCapacity: true)
        lineWidth = 0
    }
}
