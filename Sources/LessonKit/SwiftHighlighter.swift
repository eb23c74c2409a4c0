import Markup
import Synchronization
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Colours Swift source from swift-syntax's own classifications, so the highlighting agrees
/// with the compiler about what is a keyword, a type or a string.
public enum SwiftHighlighter {
    /// Highlighted lines of `source`, tabs expanded to four spaces. Cached by content: a
    /// snippet is parsed once however often it is drawn.
    public static func highlight(_ source: String) -> [StyledLine] {
        if let cached = cache.withLock({ $0[source] }) { return cached }
        let lines = classify(source)
        cache.withLock { table in
            if table.count > 256 { table.removeAll(keepingCapacity: true) }
            table[source] = lines
        }
        return lines
    }

    /// A highlighter for Markdown code fences: Swift fences only.
    public static func fence(_ code: String, _ language: String?) -> [StyledLine]? {
        guard let language, ["swift", "Swift"].contains(language) else { return nil }
        return highlight(code)
    }

    private static let cache = Mutex<[String: [StyledLine]]>([:])

    private static func classify(_ source: String) -> [StyledLine] {
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var lines: [StyledLine] = [StyledLine()]
        var cursor = 0

        func emit(_ range: Range<Int>, _ role: TextRole) {
            guard !range.isEmpty else { return }
            // Split at newlines so every span stays on one line.
            var start = range.lowerBound
            for index in range where bytes[index] == UInt8(ascii: "\n") {
                appendText(bytes[start..<index], role)
                lines.append(StyledLine())
                start = index + 1
            }
            appendText(bytes[start..<range.upperBound], role)
        }

        func appendText(_ slice: ArraySlice<UInt8>, _ role: TextRole) {
            guard !slice.isEmpty else { return }
            var text = String(decoding: slice, as: UTF8.self)
            if text.contains("\t") { text = TextWrapping.expandTabs(text, startingColumn: lines[lines.count - 1].width) }
            text.removeAll { $0 == "\r" }
            lines[lines.count - 1].append(text, role)
        }

        for item in tree.classifications {
            let start = item.range.lowerBound.utf8Offset
            let end = item.range.upperBound.utf8Offset
            guard start >= cursor, end <= bytes.count else { continue }
            emit(cursor..<start, .plain)
            emit(start..<end, role(for: item.kind))
            cursor = end
        }
        emit(cursor..<bytes.count, .plain)
        if lines.count > 1, lines.last?.spans.isEmpty == true { lines.removeLast() }
        return lines
    }

    static func role(for kind: SyntaxClassification) -> TextRole {
        switch kind {
        case .keyword: .keyword
        case .type: .type
        case .stringLiteral, .regexLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: .comment
        case .attribute: .attribute
        case .ifConfigDirective: .directive
        case .operator: .operator
        case .identifier, .dollarIdentifier, .argumentLabel: .identifier
        case .editorPlaceholder: .muted
        case .none: .plain
        @unknown default: .plain
        }
    }
}
