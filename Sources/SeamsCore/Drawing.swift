import Canvas
import Markup

extension Screen {
    /// Draws a styled line from (x, y), cut at `width` columns; returns the columns used.
    @discardableResult
    mutating func draw(_ line: StyledLine, x: Int, y: Int, width: Int, theme: Theme, base: Style? = nil) -> Int {
        var column = x
        let clip = Rect(x: x, y: y, width: width, height: 1)
        for span in line.spans {
            var style = theme.style(span.role, traits: span.traits)
            if let base, style.background.isDefault { style.background = base.background }
            let used = write(span.text, x: column, y: y, style: style, clip: clip)
            column += used
            if column >= x + width { break }
        }
        return column - x
    }

    /// Writes `text` aligned to the right edge of `rect` on its first row.
    mutating func writeRight(_ text: String, in rect: Rect, style: Style) {
        let width = DisplayWidth.of(text)
        write(text, x: max(rect.x, rect.maxX - width), y: rect.y, style: style, clip: rect)
    }

    /// Writes `text` centred in `rect` on row `y`.
    mutating func writeCentered(_ text: String, in rect: Rect, y: Int, style: Style) {
        let cut = DisplayWidth.truncate(text, to: rect.width)
        let x = rect.x + max(0, (rect.width - DisplayWidth.of(cut)) / 2)
        write(cut, x: x, y: y, style: style, clip: rect)
    }

    /// A box border around `rect` in `glyphs`.
    mutating func box(_ rect: Rect, glyphs: Glyphs, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        for x in rect.x + 1..<rect.maxX - 1 {
            put(glyphs.horizontal, x: x, y: rect.y, style: style)
            put(glyphs.horizontal, x: x, y: rect.maxY - 1, style: style)
        }
        for y in rect.y + 1..<rect.maxY - 1 {
            put(glyphs.vertical, x: rect.x, y: y, style: style)
            put(glyphs.vertical, x: rect.maxX - 1, y: y, style: style)
        }
        put(glyphs.topLeft, x: rect.x, y: rect.y, style: style)
        put(glyphs.topRight, x: rect.maxX - 1, y: rect.y, style: style)
        put(glyphs.bottomLeft, x: rect.x, y: rect.maxY - 1, style: style)
        put(glyphs.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
    }
}
