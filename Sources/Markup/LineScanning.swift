/// One line of source with the 1-based number it had in the original text; container
/// prefixes (`> `, list indentation) are stripped from `text` as blocks nest.
struct SourceLine {
    var text: Substring
    var number: Int

    /// Splits on `\n`, dropping a `\r` before it; a final newline does not add an empty line.
    static func split(_ text: String) -> [SourceLine] {
        var lines: [SourceLine] = []
        forEachLine(of: text) { line, number in lines.append(SourceLine(text: line, number: number)) }
        return lines
    }

    /// Calls `body` with each line of `text` and its 1-based number, finding line ends in
    /// the contiguous UTF-8 rather than stepping `String.Index` byte by byte.
    static func forEachLine(of text: String, _ body: (Substring, Int) -> Void) {
        var text = text
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        let ends = utf8.withContiguousStorageIfAvailable { buffer in
            buffer.indices.filter { buffer[$0] == UInt8(ascii: "\n") }
        } ?? []
        var start = 0
        var number = 1
        func emit(_ end: Int) {
            var last = end
            if last > start, utf8[utf8.index(utf8.startIndex, offsetBy: last - 1)] == UInt8(ascii: "\r") { last -= 1 }
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            let upper = utf8.index(utf8.startIndex, offsetBy: last)
            body(text[lower..<upper], number)
            number += 1
        }
        for end in ends {
            emit(end)
            start = end + 1
        }
        if start < utf8.count { emit(utf8.count) }
    }
}

/// An open code fence: which character and how many, so the closing fence can be matched.
struct Fence {
    var marker: UInt8
    var length: Int
    /// Columns of indentation before the opening fence, removed from content lines.
    var indent: Int
    var info: Substring

    /// The fence a line opens, if it is "```" or "~~~" (three or more) after any indentation.
    init?(opening line: Substring) {
        let scan = line.withBytes { bytes -> (marker: UInt8, start: Int, end: Int)? in
            let start = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.count
            guard start < bytes.count, bytes[start] == UInt8(ascii: "`") || bytes[start] == UInt8(ascii: "~") else {
                return nil
            }
            let end = bytes[start...].firstIndex { $0 != bytes[start] } ?? bytes.count
            return end - start >= 3 ? (bytes[start], start, end) : nil
        }
        guard let scan else { return nil }
        let info = line.droppingBytes(scan.end).trimmingSpace
        // A backtick fence's info string cannot hold backticks, or "```a```" would open a block.
        if scan.marker == UInt8(ascii: "`") && info.containsByte(UInt8(ascii: "`")) { return nil }
        marker = scan.marker
        length = scan.end - scan.start
        indent = line.indentation
        self.info = info
    }

    /// Whether `line` closes this fence: the same character, at least as many, nothing after.
    func isClosed(by line: Substring) -> Bool {
        line.withBytes { bytes in
            var count = 0
            for byte in bytes where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                guard byte == marker else { return false }
                count += 1
            }
            return count >= length
        }
    }
}

/// A list item's marker: `- `, `* `, `+ `, `1. ` or `1) `.
struct ListMarker {
    var ordered: Bool
    var number: Int
    /// Columns of indentation before the marker.
    var indent: Int
    /// Columns from the start of the line to where the item's content starts; continuation
    /// lines indented this far belong to the item.
    var contentIndent: Int
    var content: Substring

    init?(_ line: Substring) {
        guard let scan = line.withBytes(ListMarker.scan) else { return nil }
        ordered = scan.ordered
        number = scan.number
        indent = line.indentation
        let blank = scan.contentStart == line.utf8.count
        content = blank ? "" : line.droppingBytes(scan.contentStart)
        let spaces = scan.contentStart - scan.markerEnd
        // Five or more spaces mean the content is itself indented, so only one counts.
        let gap = blank || spaces > 4 || spaces == 0 ? 1 : spaces
        contentIndent = indent + (scan.markerEnd - scan.markerStart) + gap
    }

    private typealias Scan = (ordered: Bool, number: Int, markerStart: Int, markerEnd: Int, contentStart: Int)

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan? {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let start = bytes.firstIndex { !isSpace($0) } ?? bytes.count
        guard start < bytes.count else { return nil }
        var ordered = false
        var number = 1
        var end = start + 1
        switch bytes[start] {
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            break
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            number = 0
            end = start
            // At most nine digits, as in CommonMark, which also keeps the number in range.
            while end < bytes.count, end - start < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            guard end - start <= 9, end < bytes.count,
                  bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")") else { return nil }
            ordered = true
            end += 1
        default:
            return nil
        }
        // The marker must be followed by whitespace or end the line ("-x" is a paragraph).
        guard end == bytes.count || isSpace(bytes[end]) else { return nil }
        let content = bytes[end...].firstIndex { !isSpace($0) } ?? bytes.count
        return (ordered, number, start, end, content)
    }

    /// Whether a line with this marker may cut a paragraph short. As in CommonMark, an
    /// empty item cannot, nor can a numbered one not starting at 1, so a wrapped line
    /// that happens to begin with "2019." stays text.
    var canInterruptParagraph: Bool {
        !content.isBlankLine && (!ordered || number == 1)
    }
}

enum LineScanning {
    /// The level and text of an ATX heading (`# Title`, `## Title ##`).
    static func atxHeading(_ line: Substring) -> (level: Int, text: Substring)? {
        let scan = line.withBytes { bytes -> (start: Int, level: Int)? in
            let start = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.count
            let end = bytes[start...].firstIndex { $0 != UInt8(ascii: "#") } ?? bytes.count
            guard (1...6).contains(end - start) else { return nil }
            guard end == bytes.count || bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") else { return nil }
            return (start, end - start)
        }
        guard let scan else { return nil }
        var text = line.droppingBytes(scan.start + scan.level).trimmingSpace
        // A closing run of #s is decoration, but only when set off by a space.
        let closing = text.withBytes { bytes in bytes.count - (bytes.lastIndex { $0 != UInt8(ascii: "#") }.map { $0 + 1 } ?? 0) }
        if closing == text.utf8.count {
            text = text.droppingLastBytes(closing)
        } else if closing > 0 {
            let beforeClosing = text.droppingLastBytes(closing)
            if let last = beforeClosing.utf8.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                text = beforeClosing.trimmingSpace
            }
        }
        return (scan.level, text)
    }

    /// Whether a line is a thematic break: three or more `-`, `*` or `_`, spaces allowed.
    static func isRule(_ line: Substring) -> Bool {
        line.withBytes { bytes in
            var marker: UInt8?
            var count = 0
            for byte in bytes where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else { return false }
                if marker == nil { marker = byte }
                guard byte == marker else { return false }
                count += 1
            }
            return count >= 3
        }
    }

    /// The heading level a setext underline (`===` or `---`) gives the paragraph above it.
    static func setextLevel(_ line: Substring) -> Int? {
        guard let first = line.firstNonSpaceByte, first == UInt8(ascii: "=") || first == UInt8(ascii: "-") else { return nil }
        let body = line.trimmingSpace
        guard let first = body.utf8.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-"),
              line.indentation < 4, body.utf8.allSatisfy({ $0 == first }) else { return nil }
        return first == UInt8(ascii: "=") ? 1 : 2
    }

    /// The content of a block quote line after its `>` and one optional space.
    static func quoteContent(_ line: Substring) -> Substring? {
        guard line.firstNonSpaceByte == UInt8(ascii: ">") else { return nil }
        let body = line.trimmingLeadingSpace
        let rest = body.droppingBytes(1)
        return rest.utf8.first == UInt8(ascii: " ") ? rest.droppingBytes(1) : rest
    }

    /// Whether a line starts a block that ends a paragraph (or a lazy continuation) before it.
    /// Only the check the first character calls for is run: this is asked of every line.
    static func interruptsParagraph(_ line: Substring) -> Bool {
        guard let first = line.firstNonSpaceByte else { return false }
        switch first {
        case UInt8(ascii: "`"), UInt8(ascii: "~"):
            return Fence(opening: line) != nil
        case UInt8(ascii: "#"):
            return atxHeading(line) != nil
        case UInt8(ascii: ">"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "+"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return isRule(line) || ListMarker(line)?.canInterruptParagraph ?? false
        default:
            return false
        }
    }

    /// A cheap first test: only these first characters can begin anything but a paragraph
    /// (or a table, which is recognised by its pipes). Most prose lines fail it at once.
    static func mayStartBlock(_ line: Substring) -> Bool {
        guard let first = line.firstNonSpaceByte else { return false }
        switch first {
        case UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "*"),
             UInt8(ascii: "_"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }
}

// Every helper reads the line's contiguous UTF-8: stepping `Substring.UTF8View` indices
// costs a library call per byte, and these run several times on every line.
extension Substring {
    /// Runs `body` over the line's UTF-8 bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }

    /// Columns of leading whitespace, tabs advancing to the next multiple of four.
    var indentation: Int {
        withBytes { bytes in
            var columns = 0
            for byte in bytes {
                if byte == UInt8(ascii: " ") {
                    columns += 1
                } else if byte == UInt8(ascii: "\t") {
                    columns = (columns / 4 + 1) * 4
                } else {
                    break
                }
            }
            return columns
        }
    }

    /// The line with up to `columns` columns of indentation removed; a tab that straddles
    /// the cut leaves the spaces it stood for beyond it.
    func droppingIndentation(_ columns: Int) -> Substring {
        let (offset, overshoot) = withBytes { bytes -> (Int, Int) in
            var used = 0
            var offset = 0
            while offset < bytes.count, used < columns {
                if bytes[offset] == UInt8(ascii: " ") {
                    used += 1
                } else if bytes[offset] == UInt8(ascii: "\t") {
                    used = (used / 4 + 1) * 4
                } else {
                    break
                }
                offset += 1
            }
            return (offset, Swift.max(0, used - columns))
        }
        guard overshoot > 0 else { return droppingBytes(offset) }
        return Substring(String(repeating: " ", count: overshoot) + droppingBytes(offset))
    }

    /// Bytes of leading spaces and tabs.
    var leadingSpaceCount: Int {
        withBytes { bytes in bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.count }
    }

    /// The first byte after any indentation, nil for a blank line.
    var firstNonSpaceByte: UInt8? {
        withBytes { bytes in bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } }
    }

    var trimmingLeadingSpace: Substring { droppingBytes(leadingSpaceCount) }

    var trimmingTrailingSpace: Substring {
        let trailing = withBytes { bytes in
            bytes.count - (bytes.lastIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }.map { $0 + 1 } ?? 0)
        }
        return droppingLastBytes(trailing)
    }

    var trimmingSpace: Substring { trimmingLeadingSpace.trimmingTrailingSpace }

    var isBlankLine: Bool { firstNonSpaceByte == nil }

    func containsByte(_ byte: UInt8) -> Bool {
        withBytes { $0.contains(byte) }
    }

    /// Drops ASCII bytes by count; slicing by UTF-8 offset avoids grapheme breaking.
    func droppingBytes(_ count: Int) -> Substring {
        count == 0 ? self : self[utf8.index(utf8.startIndex, offsetBy: count)...]
    }

    func droppingLastBytes(_ count: Int) -> Substring {
        count == 0 ? self : self[..<utf8.index(utf8.endIndex, offsetBy: -count)]
    }
}
