import Canvas
import CNcursesw
import Terminal
import Testing

@Suite struct CellEncodingTests {
    @Test func attributesMapToNcursesBits() {
        #expect(CellEncoding.attributes([]) == seams_A_NORMAL())
        #expect(CellEncoding.attributes(.bold) == seams_A_BOLD())
        #expect(CellEncoding.attributes(.dim) == seams_A_DIM())
        #expect(CellEncoding.attributes(.underline) == seams_A_UNDERLINE())
        #expect(CellEncoding.attributes(.reverse) == seams_A_REVERSE())
        #expect(CellEncoding.attributes(.italic) == seams_A_ITALIC())
        let all: Attributes = [.bold, .dim, .underline, .reverse, .italic]
        #expect(CellEncoding.attributes(all)
            == seams_A_BOLD() | seams_A_DIM() | seams_A_UNDERLINE() | seams_A_REVERSE() | seams_A_ITALIC())
    }

    /// wcwidth as a UTF-8 locale would answer, for the characters used here.
    static func utf8Width(_ c: wchar_t) -> Int32 {
        switch c {
        case 0x301, 0xFE0F, 0x200D: 0
        case 0x4E16, 0x1F680, 0x1F469, 0x1F467: 2
        default: 1
        }
    }

    static func ascii(_ c: wchar_t) -> Int32 { c < 128 ? 1 : -1 }

    static func wide(_ text: String) -> [wchar_t] {
        text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
    }

    @Test func plainAndWideCharacters() {
        #expect(CellEncoding.glyph(for: Cell("a"), width: Self.utf8Width)
            == .init(characters: Self.wide("a"), padsNextColumn: false))
        #expect(CellEncoding.glyph(for: Cell("世", width: 2), width: Self.utf8Width)
            == .init(characters: Self.wide("世"), padsNextColumn: false))
    }

    @Test func combiningMarksStayWithTheirBase() {
        #expect(CellEncoding.glyph(for: Cell("e\u{301}"), width: Self.utf8Width)
            == .init(characters: Self.wide("e\u{301}"), padsNextColumn: false))
    }

    @Test func narrowerThanTheScreenThinksIsPadded() {
        // ☀️: the Screen gives it two columns, wcwidth(U+2600) one.
        #expect(CellEncoding.glyph(for: Cell("☀️", width: 2), width: Self.utf8Width)
            == .init(characters: Self.wide("☀️"), padsNextColumn: true))
    }

    @Test func widerThanTheCellBecomesQuestionMark() {
        #expect(CellEncoding.glyph(for: Cell("世", width: 1), width: Self.utf8Width)
            == .init(characters: Self.wide("?"), padsNextColumn: false))
    }

    @Test func unencodableBecomesQuestionMarks() {
        #expect(CellEncoding.glyph(for: Cell("é"), width: Self.ascii)
            == .init(characters: Self.wide("?"), padsNextColumn: false))
        #expect(CellEncoding.glyph(for: Cell("世", width: 2), width: Self.ascii)
            == .init(characters: Self.wide("?"), padsNextColumn: true))
    }

    @Test func emojiSequenceKeepsOnlyWhatSetccharTakes() {
        // 👩‍👧: woman, ZWJ, girl. The second emoji is spacing, so it is dropped.
        let glyph = CellEncoding.glyph(for: Cell("👩‍👧", width: 2), width: Self.utf8Width)
        #expect(glyph.characters == [0x1F469, 0x200D, 0])
        // Never more than CCHARW_MAX characters before the NUL.
        let marks = "a" + String(repeating: "\u{301}", count: 8)
        #expect(CellEncoding.glyph(for: Cell(Character(marks)), width: Self.utf8Width).characters.count
            == Int(CCHARW_MAX) + 1)
    }
}
