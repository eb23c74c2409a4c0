import Canvas
import Testing
import Markup

@Suite("Table layout")
struct TableLayoutTests {
    @Test func naturalWidthWithAlignment() {
        #expect(rendered("| Name | Qty |\n|:-----|----:|\n| apple | 3 |\n| kiwi | 12 |", width: 40) == """
            ┌───────┬─────┐
            │ Name  │ Qty │
            ├───────┼─────┤
            │ apple │   3 │
            │ kiwi  │  12 │
            └───────┴─────┘
            """)
        #expect(rendered("| a | b |\n|:-:|:-:|\n| xyz | 1 |", width: 40) == """
            ┌─────┬───┐
            │  a  │ b │
            ├─────┼───┤
            │ xyz │ 1 │
            └─────┴───┘
            """)
    }

    @Test func tooWideTableShrinksTheWidestColumnAndWrapsItsCells() {
        let markdown = "| Term | Meaning |\n|---|---|\n| closure | a function value that captures its context |\n| map | transforms |"
        #expect(rendered(markdown, width: 30) == """
            ┌─────────┬──────────────────┐
            │ Term    │ Meaning          │
            ├─────────┼──────────────────┤
            │ closure │ a function value │
            │         │ that captures    │
            │         │ its context      │
            ├─────────┼──────────────────┤
            │ map     │ transforms       │
            └─────────┴──────────────────┘
            """)
    }

    @Test func asciiGlyphs() {
        #expect(rendered("| Name | Qty |\n|:-----|----:|\n| apple | 3 |", width: 40, glyphs: .ascii) == """
            +-------+-----+
            | Name  | Qty |
            +-------+-----+
            | apple |   3 |
            +-------+-----+
            """)
    }

    @Test func tableTooNarrowForAGridBecomesRecords() {
        #expect(rendered("| A | B | C |\n|---|---|---|\n| one | two | three |\n| 4 | 5 | 6 |", width: 10) == """
            A: one
            B: two
            C: three

            A: 4
            B: 5
            C: 6
            """)
    }

    @Test func rolesOfBordersAndHeaders() {
        let lines = MarkdownLayout(width: 40).lines(for: Markdown.parse("| H |\n|---|\n| `c` |"))
        #expect(lines[0].spans == [Span("┌───┐", .tableBorder)])
        #expect(lines[1].spans == [Span("│", .tableBorder), Span(" H ", .tableHeader), Span("│", .tableBorder)])
        #expect(lines[3].spans == [Span("│", .tableBorder), Span(" "), Span("c", .inlineCode), Span(" "), Span("│", .tableBorder)])
    }

    @Test func wideCharactersAreMeasuredByColumns() {
        #expect(rendered("| 名前 | x |\n|---|---|\n| 漢字テキスト | ✅ |", width: 40) == """
            ┌──────────────┬────┐
            │ 名前         │ x  │
            ├──────────────┼────┤
            │ 漢字テキスト │ ✅ │
            └──────────────┴────┘
            """)
    }
}
