import Canvas
import CNcursesw

/// How a `Cell` becomes ncurses input: attributes as `attr_t`, and the characters for
/// `setcchar` fitted to the columns ncurses (that is, `wcwidth` in the current locale) will
/// give them, so ncurses's idea of the row never drifts from the `Screen`'s.
public enum CellEncoding {
    /// The characters to draw at a cell, and whether the column after it must be blanked
    /// because ncurses thinks the glyph narrower than the `Screen` does.
    public struct Glyph: Hashable, Sendable {
        /// Spacing character first, then combining characters; NUL-terminated for `setcchar`.
        public var characters: [wchar_t]
        public var padsNextColumn: Bool

        public init(characters: [wchar_t], padsNextColumn: Bool) {
            self.characters = characters
            self.padsNextColumn = padsNextColumn
        }
    }

    /// `Attributes` as ncurses `A_*` bits.
    public static func attributes(_ attributes: Attributes) -> attr_t {
        var value = seams_A_NORMAL()
        if attributes.contains(.bold) { value |= seams_A_BOLD() }
        if attributes.contains(.dim) { value |= seams_A_DIM() }
        if attributes.contains(.underline) { value |= seams_A_UNDERLINE() }
        if attributes.contains(.reverse) { value |= seams_A_REVERSE() }
        if attributes.contains(.italic) { value |= seams_A_ITALIC() }
        return value
    }

    /// The glyph for a lead or single cell. `width` is `wcwidth`; it is a parameter so tests
    /// can pin it. A character the locale cannot show, or one ncurses would make wider than
    /// the cell, becomes `?` (one per column) rather than shifting the rest of the row.
    public static func glyph(for cell: Cell, width: (wchar_t) -> Int32 = { seams_wcwidth($0) }) -> Glyph {
        let columns = max(1, Int32(cell.width))
        let scalars = cell.character.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        guard let first = scalars.first else { return replacement(columns: columns) }
        let firstWidth = width(first)
        guard firstWidth >= 1, firstWidth <= columns else { return replacement(columns: columns) }
        var characters = [first]
        // setcchar takes at most CCHARW_MAX characters, and only zero-width ones after the
        // first: keep combining marks, variation selectors and ZWJ; drop the rest of an
        // emoji sequence rather than let ncurses reject the whole cell.
        for scalar in scalars.dropFirst() {
            guard characters.count < Int(CCHARW_MAX), width(scalar) == 0 else { break }
            characters.append(scalar)
        }
        characters.append(0)
        return Glyph(characters: characters, padsNextColumn: firstWidth < columns)
    }

    private static func replacement(columns: Int32) -> Glyph {
        Glyph(characters: [wchar_t(UInt8(ascii: "?")), 0], padsNextColumn: columns > 1)
    }
}
