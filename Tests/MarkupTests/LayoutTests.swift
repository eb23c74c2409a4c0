import Canvas
import Testing
import Markup

/// `markdown` laid out at `width`, lines joined by newlines.
func rendered(_ markdown: String, width: Int, glyphs: Glyphs = .unicode) -> String {
    MarkdownLayout(width: width, glyphs: glyphs).lines(for: Markdown.parse(markdown)).map(\.text).joined(separator: "\n")
}

@Suite("Layout")
struct LayoutTests {
    @Test func paragraphWrapsAtWordBoundaries() {
        #expect(rendered("The quick brown fox jumps over the lazy dog and keeps running far away.", width: 20) == """
            The quick brown fox
            jumps over the lazy
            dog and keeps
            running far away.
            """)
    }

    @Test func hardBreakStartsANewLine() {
        #expect(rendered("one  \ntwo\\\nthree four", width: 20) == "one\ntwo\nthree four")
    }

    @Test func listsHangWrappedLinesUnderTheText() {
        #expect(rendered("- A bullet item that wraps onto more lines\n- Short\n\n9. nine with text that wraps\n10. ten", width: 24) == """
            • A bullet item that
              wraps onto more lines
            • Short

             9. nine with text that
                wraps
            10. ten
            """)
    }

    @Test func nestedListsIndentFurther() {
        #expect(rendered("- outer item text\n  - inner item that wraps here\n    - deepest\n- back out", width: 24) == """
            • outer item text
              • inner item that
                wraps here
                • deepest
            • back out
            """)
    }

    @Test func quotesPrefixEveryLineIncludingBlankOnes() {
        #expect(rendered("> Quoted text that wraps over lines.\n>\n> Second paragraph.", width: 24) == """
            ┃ Quoted text that wraps
            ┃ over lines.
            ┃
            ┃ Second paragraph.
            """)
    }

    @Test func calloutShowsItsLabelOnItsOwnLine() {
        let lines = MarkdownLayout(width: 24).lines(for: Markdown.parse("> **Warning:** Do not force unwrap optionals here."))
        #expect(lines.map(\.text).joined(separator: "\n") == """
            ┃ Warning
            ┃ Do not force unwrap
            ┃ optionals here.
            """)
        #expect(lines[0].spans == [Span("┃ ", .quoteMarker), Span("Warning", .warning, traits: .strong)])
        #expect(lines[1].spans == [Span("┃ ", .quoteMarker), Span("Do not force unwrap", .quote)])
    }

    @Test func codeIsIndentedCutAndTabExpanded() {
        let markdown = "```swift\nlet short = 1\n\tindented()\n\nlet somethingMuchLongerThanTheWidth = compute()\n```"
        #expect(rendered(markdown, width: 24) == """
              let short = 1
                  indented()

              let somethingMuchLong…
            """)
        #expect(rendered("```\nlet somethingMuchLongerThanTheWidth = compute()\n```", width: 24, glyphs: .ascii)
                == "  let somethingMuchLo...")
    }

    @Test func codeUsesTheHighlighterWhenItCan() {
        let highlighter: MarkdownLayout.Highlighter = { code, language in
            guard language == "swift" else { return nil }
            return code.split(separator: "\n").map { StyledLine([Span(String($0), .keyword)]) }
        }
        let layout = MarkdownLayout(width: 30, highlighter: highlighter)
        let swift = layout.lines(for: Markdown.parse("```swift\nlet x\n```"))
        #expect(swift == [StyledLine([Span("  "), Span("let x", .keyword)])])
        let other = layout.lines(for: Markdown.parse("```text\nlet x\n```"))
        #expect(other == [StyledLine([Span("  "), Span("let x", .codeBlock)])])
    }

    @Test func linksShowTheirURLUnlessTheTextIsTheURL() {
        #expect(rendered("See [the guide](https://example.com/guide) and <https://swift.org>.", width: 30) == """
            See the guide
            (https://example.com/guide)
            and https://swift.org.
            """)
        let line = MarkdownLayout(width: 80).lines(for: Markdown.parse("[a](u)"))[0]
        #expect(line.spans == [Span("a", .link), Span(" (u)", .linkURL)])
    }

    @Test func inlineRolesAndNestedTraits() {
        let line = MarkdownLayout(width: 80).lines(for: Markdown.parse("*em* **strong** `code` ***both*** **`bold code`**"))[0]
        #expect(line.spans == [
            Span("em", .plain, traits: .emphasis),
            Span(" "),
            Span("strong", .plain, traits: .strong),
            Span(" "),
            Span("code", .inlineCode),
            Span(" "),
            Span("both", .plain, traits: [.emphasis, .strong]),
            Span(" "),
            Span("bold code", .inlineCode, traits: .strong),
        ])
    }

    @Test func headingsRulesAndBlankLinesBetweenBlocks() {
        #expect(rendered("# Big Title\n\nText.\n\n## Second\n\n---\n\n### Third", width: 20) == """
            Big Title
            ─────────

            Text.

            Second

            ────────────────────

            Third
            """)
        let lines = MarkdownLayout(width: 20).lines(for: Markdown.parse("# A\n## B\n### C\n#### D"))
        #expect(lines.filter { !$0.isBlank }.map { $0.spans.first?.role } == [.heading1, .heading1, .heading2, .heading3, .heading3])
    }

    @Test func noBlankLinesAtEitherEnd() {
        let lines = MarkdownLayout(width: 20).lines(for: Markdown.parse("\n\n> q\n\n- a\n\n"))
        #expect(lines.map(\.text) == ["┃ q", "", "• a"])
    }
}

@Suite("Tab expansion")
struct TabExpansionTests {
    @Test func tabsGoToTheNextStop() {
        #expect(TextWrapping.expandTabs("\tx") == "    x")
        #expect(TextWrapping.expandTabs("ab\tx") == "ab  x")
        #expect(TextWrapping.expandTabs("abcd\tx") == "abcd    x")
        #expect(TextWrapping.expandTabs("\tx", startingColumn: 2) == "  x")
        #expect(TextWrapping.expandTabs("no tabs") == "no tabs")
    }
}
