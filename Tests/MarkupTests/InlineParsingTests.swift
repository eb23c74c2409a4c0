import Testing
import Markup

@Suite("Inline parsing")
struct InlineParsingTests {
    @Test func emphasisWithStarsAndUnderscores() {
        #expect(Markdown.parseInline("*a* and _b_") == [.emphasis([.text("a")]), .text(" and "), .emphasis([.text("b")])])
    }

    @Test func strongWithDoubleMarkers() {
        #expect(Markdown.parseInline("**a** __b__") == [.strong([.text("a")]), .text(" "), .strong([.text("b")])])
    }

    @Test func nestedEmphasisAndTripleMarkers() {
        #expect(Markdown.parseInline("**bold *both* bold**") == [
            .strong([.text("bold "), .emphasis([.text("both")]), .text(" bold")]),
        ])
        #expect(Markdown.parseInline("***x***") == [.emphasis([.strong([.text("x")])])])
    }

    @Test func underscoresInsideWordsAreLiteral() {
        #expect(Markdown.parseInline("snake_case_name and __init__") == [
            .text("snake_case_name and "), .strong([.text("init")]),
        ])
        #expect(Markdown.parseInline("a*b*c") == [.text("a"), .emphasis([.text("b")]), .text("c")])
    }

    @Test func unmatchedMarkersStayLiteral() {
        // As in CommonMark, a closer pairs with the nearest opener; the rest stays text.
        #expect(Markdown.parseInline("2 * 3 and *open and **half* and `tick") == [
            .text("2 * 3 and *open and *"), .emphasis([.text("half")]), .text(" and `tick"),
        ])
        #expect(Markdown.parseInline("[not a link] and ]") == [.text("[not a link] and ]")])
        #expect(Markdown.parseInline("a ** b") == [.text("a ** b")])
    }

    @Test func codeSpansIgnoreMarkupAndStripOneSpace() {
        #expect(Markdown.parseInline("use `*p` now") == [.text("use "), .code("*p"), .text(" now")])
        #expect(Markdown.parseInline("``a ` b``") == [.code("a ` b")])
        #expect(Markdown.parseInline("`` `x` ``") == [.code("`x`")])
        #expect(Markdown.parseInline("`a\nb`") == [.code("a b")])
    }

    @Test func linksWithTitlesParenthesesAndMarkup() {
        #expect(Markdown.parseInline("see [the *book*](https://a.b/c_(d) \"Title\")!") == [
            .text("see "), .link(text: [.text("the "), .emphasis([.text("book")])], url: "https://a.b/c_(d)"), .text("!"),
        ])
        #expect(Markdown.parseInline("[x](<a b>)") == [.link(text: [.text("x")], url: "a b")])
        #expect(Markdown.parseInline("[x] (y)") == [.text("[x] (y)")])
    }

    @Test func autolinksShowTheirAddress() {
        #expect(Markdown.parseInline("<https://swift.org> <nope>") == [
            .link(text: [.text("https://swift.org")], url: "https://swift.org"), .text(" <nope>"),
        ])
    }

    @Test func hardBreaksFromTwoSpacesOrBackslash() {
        #expect(Markdown.parseInline("a  \nb\\\nc\nd") == [
            .text("a"), .lineBreak, .text("b"), .lineBreak, .text("c d"),
        ])
    }

    @Test func backslashEscapesPunctuationOnly() {
        #expect(Markdown.parseInline("\\*not\\* \\`x\\` \\[y] a\\b \\\\") == [.text("*not* `x` [y] a\\b \\")])
    }

    @Test(arguments: [
        String(repeating: "a* b_ ", count: 2_000),
        String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000),
    ])
    func manyUnmatchedMarkersStayLiteralText(text: String) {
        // Speed on such input is measured by the benchmarks, not here: tests assert results.
        #expect(Markdown.parseInline(text) == [.text(text)])
    }

    @Test func plainTextFlattensMarkup() {
        #expect(Markdown.parseInline("**a** `b` [c](d)").plainText == "a b c")
    }
}
