/// Parses inline markup with CommonMark's delimiter-run rules, reduced to the subset
/// lessons use: emphasis, strong, code spans, inline links, autolinks, escapes and breaks.
/// It scans UTF-8 bytes; every marker is ASCII, so byte offsets are always safe cut points.
struct InlineParser {
    /// Intermediate results: literal text, finished inlines, and markers still waiting for
    /// a partner (emphasis runs and `[`).
    private enum Piece {
        case text(String)
        case inline(Inline)
        case delimiter(Delimiter)
        case bracket(active: Bool)
    }

    private struct Delimiter {
        var marker: UInt8
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool

        var literal: String { String(repeating: Character(Unicode.Scalar(marker)), count: count) }
    }

    private var bytes: [UInt8]
    private var pieces: [Piece] = []
    /// Indices in `pieces` of the `[` still waiting for their `]`, innermost last.
    private var brackets: [Int] = []
    private var position = 0
    /// Start of the literal run not yet turned into a piece.
    private var textStart = 0

    static func parse(_ text: some StringProtocol) -> [Inline] {
        parse(bytes: text.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(text.utf8))
    }

    static func parse(bytes: [UInt8]) -> [Inline] {
        var parser = InlineParser(bytes: bytes)
        parser.run()
        return InlineParser.resolve(parser.pieces)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): escape()
            case UInt8(ascii: "`"): codeSpan()
            case UInt8(ascii: "*"), UInt8(ascii: "_"): delimiterRun()
            case UInt8(ascii: "["):
                flushText(upTo: position)
                brackets.append(pieces.count)
                pieces.append(.bracket(active: true))
                position += 1
                textStart = position
            case UInt8(ascii: "]"): closeBracket()
            case UInt8(ascii: "<"): autolink()
            case UInt8(ascii: "\n"): newline()
            default: position += 1
            }
        }
        flushText(upTo: bytes.count)
    }

    private mutating func flushText(upTo end: Int) {
        if end > textStart {
            pieces.append(.text(String(decoding: bytes[textStart..<end], as: UTF8.self)))
        }
        textStart = end
    }

    private mutating func escape() {
        let next = position + 1
        if next < bytes.count, bytes[next] == UInt8(ascii: "\n") {
            flushText(upTo: position)
            pieces.append(.inline(.lineBreak))
            position = skipSpaces(from: next + 1)
            textStart = position
        } else if next < bytes.count, CharacterClass.isASCIIPunctuation(bytes[next]) {
            flushText(upTo: position)
            // The escaped character starts the next literal run, so it can never act as a marker.
            textStart = next
            position = next + 1
        } else {
            position += 1
        }
    }

    private mutating func newline() {
        var end = position
        while end > textStart, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let next = position + 1
        if end == position, next < bytes.count, bytes[next] != UInt8(ascii: " "), bytes[next] != UInt8(ascii: "\t") {
            // The usual soft break: it reads as a space, so the text run simply goes on.
            bytes[position] = UInt8(ascii: " ")
            position = next
            return
        }
        let hard = position - end >= 2
        flushText(upTo: end)
        pieces.append(hard ? .inline(.lineBreak) : .text(" "))
        position = skipSpaces(from: next)
        textStart = position
    }

    private func skipSpaces(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    private func runLength(at start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == bytes[start] { end += 1 }
        return end - start
    }

    private mutating func codeSpan() {
        let start = position
        let length = runLength(at: start)
        var search = start + length
        while search < bytes.count {
            guard bytes[search] == UInt8(ascii: "`") else { search += 1; continue }
            let closing = runLength(at: search)
            if closing == length {
                flushText(upTo: start)
                pieces.append(.inline(.code(InlineParser.codeContent(bytes[(start + length)..<search]))))
                position = search + closing
                textStart = position
                return
            }
            search += closing
        }
        // No closing run of the same length: the backticks are literal.
        position = start + length
    }

    /// Code span content: line endings become spaces, and one space is stripped from each
    /// side when both are there, so "`` `x` ``" can show backticks.
    private static func codeContent(_ slice: ArraySlice<UInt8>) -> String {
        var content = Array(slice)
        for index in content.indices where content[index] == UInt8(ascii: "\n") { content[index] = UInt8(ascii: " ") }
        if content.count >= 2, content.first == UInt8(ascii: " "), content.last == UInt8(ascii: " "),
           content.contains(where: { $0 != UInt8(ascii: " ") }) {
            content = Array(content[1..<(content.count - 1)])
        }
        return String(decoding: content, as: UTF8.self)
    }

    private mutating func delimiterRun() {
        let start = position
        let marker = bytes[start]
        let count = runLength(at: start)
        position = start + count
        let before = CharacterClass.scalar(endingAt: start, in: bytes)
        let after = CharacterClass.scalar(startingAt: position, in: bytes)
        let beforeSpace = before.map(CharacterClass.isWhitespace) ?? true
        let afterSpace = after.map(CharacterClass.isWhitespace) ?? true
        let beforePunct = before.map(CharacterClass.isPunctuation) ?? false
        let afterPunct = after.map(CharacterClass.isPunctuation) ?? false
        let leftFlanking = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
        let rightFlanking = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
        let canOpen: Bool
        let canClose: Bool
        if marker == UInt8(ascii: "_") {
            // Underscores inside words (snake_case) never count as emphasis.
            canOpen = leftFlanking && (!rightFlanking || beforePunct)
            canClose = rightFlanking && (!leftFlanking || afterPunct)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        guard canOpen || canClose else { return }
        flushText(upTo: start)
        pieces.append(.delimiter(Delimiter(marker: marker, count: count, originalCount: count,
                                           canOpen: canOpen, canClose: canClose)))
        textStart = position
    }

    private mutating func closeBracket() {
        guard let opener = brackets.popLast() else {
            position += 1
            return
        }
        guard case .bracket(active: true) = pieces[opener],
              let (url, end) = InlineParser.destination(in: bytes, from: position + 1) else {
            pieces[opener] = .text("[")
            position += 1
            return
        }
        flushText(upTo: position)
        let label = InlineParser.resolve(Array(pieces[(opener + 1)...]))
        pieces.removeSubrange(opener...)
        pieces.append(.inline(.link(text: label, url: url)))
        // Links cannot contain links, so brackets before this one can no longer open one.
        for index in brackets { pieces[index] = .bracket(active: false) }
        position = end
        textStart = position
    }

    /// Parses `(url "optional title")` starting at `start`; returns the URL and the index
    /// just past the closing parenthesis.
    private static func destination(in bytes: [UInt8], from start: Int) -> (String, Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "(") else { return nil }
        var index = start + 1
        func skipWhitespace() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") { index += 1 }
        }
        skipWhitespace()
        var url: [UInt8] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                guard bytes[index] != UInt8(ascii: "\n") else { return nil }
                url.append(bytes[index])
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
        } else {
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") { break }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, CharacterClass.isASCIIPunctuation(bytes[index + 1]) {
                    index += 1
                }
                url.append(bytes[index])
                index += 1
            }
        }
        skipWhitespace()
        if index < bytes.count, let close = titleCloser(bytes[index]) {
            index += 1
            while index < bytes.count, bytes[index] != close { index += 1 }
            guard index < bytes.count else { return nil }
            index += 1
            skipWhitespace()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
        return (String(decoding: url, as: UTF8.self), index + 1)
    }

    private static func titleCloser(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "'"): UInt8(ascii: "'")
        case UInt8(ascii: "("): UInt8(ascii: ")")
        default: nil
        }
    }

    /// `<https://…>` and `<mailto:…>` become links showing their own address.
    private mutating func autolink() {
        let start = position + 1
        let schemes = ["https://", "http://", "mailto:"]
        guard schemes.contains(where: { bytes[start...].starts(with: $0.utf8) }) else {
            position += 1
            return
        }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
            let byte = bytes[end]
            guard byte > UInt8(ascii: " "), byte != UInt8(ascii: "<") else {
                position += 1
                return
            }
            end += 1
        }
        guard end < bytes.count else {
            position += 1
            return
        }
        flushText(upTo: position)
        let url = String(decoding: bytes[start..<end], as: UTF8.self)
        let shown = url.hasPrefix("mailto:") ? String(url.dropFirst("mailto:".count)) : url
        pieces.append(.inline(.link(text: [.text(shown)], url: url)))
        position = end + 1
        textStart = position
    }

    // MARK: - Emphasis

    /// Pairs emphasis delimiters (CommonMark's "process emphasis"): each closer, left to
    /// right, takes the nearest compatible opener; whatever stays unpaired is literal text.
    private static func resolve(_ input: [Piece]) -> [Inline] {
        var items = input
        // How far back an opener search for each kind of closer may still go: a search that
        // failed need not be repeated below the same point ("openers bottom" in CommonMark),
        // which keeps a paragraph of unmatched closers linear.
        var bottoms: [BottomKey: Int] = [:]
        var index = 0
        while index < items.count {
            guard case .delimiter(var closer) = items[index], closer.canClose else {
                index += 1
                continue
            }
            let key = BottomKey(closer)
            guard let openerIndex = opener(for: closer, before: index, above: bottoms[key] ?? -1, in: items),
                  case .delimiter(var opener) = items[openerIndex] else {
                bottoms[key] = index - 1
                index += 1
                continue
            }
            let used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
            let content = flatten(items[(openerIndex + 1)..<index])
            opener.count -= used
            closer.count -= used
            var replacement: [Piece] = []
            if opener.count > 0 { replacement.append(.delimiter(opener)) }
            replacement.append(.inline(used == 2 ? .strong(content) : .emphasis(content)))
            let next = openerIndex + replacement.count
            if closer.count > 0 { replacement.append(.delimiter(closer)) }
            items.replaceSubrange(openerIndex...index, with: replacement)
            // Items after the opener moved, so no bottom may point past it any more.
            for (kind, bottom) in bottoms where bottom > openerIndex { bottoms[kind] = openerIndex }
            // Revisit what is left of the closer: "***a**b*" pairs twice.
            index = next
        }
        return flatten(items[...])
    }

    /// Closers that find the same openers: same marker, same run length modulo 3 and the
    /// same ability to open (both matter to the rule of three).
    private struct BottomKey: Hashable {
        let marker: UInt8
        let lengthModThree: Int
        let canOpen: Bool

        init(_ closer: Delimiter) {
            marker = closer.marker
            lengthModThree = closer.originalCount % 3
            canOpen = closer.canOpen
        }
    }

    private static func opener(for closer: Delimiter, before index: Int, above bottom: Int, in items: [Piece]) -> Int? {
        var candidate = index - 1
        while candidate > bottom {
            if case .delimiter(let opener) = items[candidate], opener.marker == closer.marker, opener.canOpen {
                // The "rule of three" keeps "*a**b*" from pairing the inner run wrongly.
                let eitherBoth = (opener.canOpen && opener.canClose) || (closer.canOpen && closer.canClose)
                let sum = opener.originalCount + closer.originalCount
                let bothMultiples = opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0
                if !(eitherBoth && sum % 3 == 0 && !bothMultiples) { return candidate }
            }
            candidate -= 1
        }
        return nil
    }

    /// Turns pieces into inlines, unpaired markers becoming text and adjacent text merged.
    private static func flatten(_ items: ArraySlice<Piece>) -> [Inline] {
        var result: [Inline] = []
        var text = ""
        for item in items {
            switch item {
            case .text(let literal): text += literal
            case .delimiter(let delimiter): text += delimiter.literal
            case .bracket: text += "["
            case .inline(let inline):
                if !text.isEmpty {
                    result.append(.text(text))
                    text = ""
                }
                result.append(inline)
            }
        }
        if !text.isEmpty { result.append(.text(text)) }
        return result
    }
}
