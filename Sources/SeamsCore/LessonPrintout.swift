import Canvas
import LessonKit
import Markup

/// A whole lesson as lines for stdout (`seams show`): title, every step, every snippet.
public enum LessonPrintout {
    public static func lines(_ lesson: Lesson, _ content: LessonContent, width: Int, glyphs: Glyphs) -> [StyledLine] {
        var lines: [StyledLine] = []
        lines.append(StyledLine(lesson.title, .heading1))
        lines.append(StyledLine("Technique: " + lesson.technique, .muted))
        lines += wrapPlain(lesson.summary, width: width, role: .emphasis)
        for (index, step) in content.steps.enumerated() {
            lines.append(StyledLine())
            var heading = "Step \(index + 1) of \(content.steps.count)"
            if let title = step.title { heading += ": " + title }
            lines.append(rule(heading, width: width, glyphs: glyphs, role: .heading2))
            lines.append(StyledLine())
            lines += MarkdownRendering.lines(step.blocks, width: width, glyphs: glyphs)
        }
        for kind in content.availableSnippets {
            guard let snippet = content.snippets[kind] else { continue }
            lines.append(StyledLine())
            lines.append(rule(kind.fileName, width: width, glyphs: glyphs, role: .heading3))
            let digits = max(2, String(snippet.lines.count).count)
            for (number, code) in snippet.lines.enumerated() {
                var line = StyledLine()
                let label = String(number + 1)
                line.append(String(repeating: " ", count: digits - label.count) + label + "  ", .muted)
                line.append(contentsOf: code)
                lines.append(cut(line, to: width))
            }
        }
        return lines
    }

    /// `── title ──────` across the width.
    static func rule(_ title: String, width: Int, glyphs: Glyphs, role: TextRole) -> StyledLine {
        var line = StyledLine()
        let lead = String(repeating: glyphs.horizontal, count: 2)
        line.append(lead + " ", .rule)
        let text = DisplayWidth.truncate(title, to: max(1, width - 6), ellipsis: glyphs.ellipsis)
        line.append(text, role)
        let rest = width - DisplayWidth.of(text) - 4
        if rest > 0 { line.append(" " + String(repeating: glyphs.horizontal, count: rest), .rule) }
        return line
    }

    /// The line cut to `width` columns: code is not wrapped.
    static func cut(_ line: StyledLine, to width: Int) -> StyledLine {
        TextWrapping.truncate(line, to: width, ellipsis: "")
    }
}

/// Styled lines as text for a terminal that understands SGR escapes, or as plain text.
public enum ANSIText {
    public static func encode(_ lines: [StyledLine], theme: Theme?) -> String {
        var output = ""
        for line in lines {
            for span in line.spans {
                guard let theme else {
                    output += span.text
                    continue
                }
                let sgr = parameters(theme.style(span.role, traits: span.traits))
                output += sgr.isEmpty ? span.text : "\u{1B}[\(sgr)m\(span.text)\u{1B}[0m"
            }
            output += "\n"
        }
        return output
    }

    static func parameters(_ style: Style) -> String {
        var codes: [String] = []
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.italic) { codes.append("3") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if let code = color(style.foreground, base: 30, bright: 90, extended: 38) { codes.append(code) }
        if let code = color(style.background, base: 40, bright: 100, extended: 48) { codes.append(code) }
        return codes.joined(separator: ";")
    }

    static func color(_ color: Color, base: Int, bright: Int, extended: Int) -> String? {
        switch color.index {
        case ..<0: nil
        case 0..<8: String(base + Int(color.index))
        case 8..<16: String(bright + Int(color.index) - 8)
        default: "\(extended);5;\(color.index)"
        }
    }
}
