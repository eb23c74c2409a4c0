import Testing
import Markup

/// The blocks of `text`, for tests that only care about the first few.
private func blocks(_ text: String) -> [Block] {
    Markdown.parse(text).blocks
}

@Suite("Block parsing")
struct BlockParsingTests {
    @Test func atxHeadingsKeepTheirLevelAndDropClosingHashes() {
        let parsed = blocks("# One\n### Three ###\n###### Six\n####### seven\n#nospace")
        #expect(parsed.map(\.kind) == [
            .heading(level: 1, [.text("One")]),
            .heading(level: 3, [.text("Three")]),
            .heading(level: 6, [.text("Six")]),
            .paragraph([.text("####### seven #nospace")]),
        ])
    }

    @Test func setextUnderlinesMakeHeadings() {
        #expect(blocks("Title\n=====\n\nSub\n---").map(\.kind) == [
            .heading(level: 1, [.text("Title")]),
            .heading(level: 2, [.text("Sub")]),
        ])
    }

    @Test func paragraphLinesJoinWithSpacesAndBlankLinesSplitThem() {
        #expect(blocks("one\n  two\n\nthree").map(\.kind) == [
            .paragraph([.text("one two")]),
            .paragraph([.text("three")]),
        ])
    }

    @Test func fencedCodeKeepsLanguageAndContentVerbatim() {
        let text = "```swift title\nlet a = 1\n\n  // *not emphasis*\n```\n~~~\nplain\n~~~"
        #expect(blocks(text).map(\.kind) == [
            .codeBlock(language: "swift", code: "let a = 1\n\n  // *not emphasis*"),
            .codeBlock(language: nil, code: "plain"),
        ])
    }

    @Test func indentedFenceContentLosesTheFenceIndentation() {
        #expect(blocks("  ```\n  a\n    b\n  ```").map(\.kind) == [.codeBlock(language: nil, code: "a\n  b")])
    }

    @Test func closingFenceMustMatchCharacterAndLength() {
        #expect(blocks("````\n```\n~~~~\n````").map(\.kind) == [.codeBlock(language: nil, code: "```\n~~~~")])
    }

    @Test func bulletAndOrderedListsRecordKindAndStart() {
        let parsed = blocks("- a\n- b\n\n3. c\n4. d")
        #expect(parsed.map(\.kind) == [
            .list(ordered: false, start: 1, items: [
                [Block(.paragraph([.text("a")]), line: 1)],
                [Block(.paragraph([.text("b")]), line: 2)],
            ]),
            .list(ordered: true, start: 3, items: [
                [Block(.paragraph([.text("c")]), line: 4)],
                [Block(.paragraph([.text("d")]), line: 5)],
            ]),
        ])
    }

    @Test func indentationNestsLists() {
        let parsed = blocks("- outer\n  - inner\n    1. deepest\n- second")
        #expect(parsed.map(\.kind) == [
            .list(ordered: false, start: 1, items: [
                [
                    Block(.paragraph([.text("outer")]), line: 1),
                    Block(.list(ordered: false, start: 1, items: [[
                        Block(.paragraph([.text("inner")]), line: 2),
                        Block(.list(ordered: true, start: 1, items: [[Block(.paragraph([.text("deepest")]), line: 3)]]), line: 3),
                    ]]), line: 2),
                ],
                [Block(.paragraph([.text("second")]), line: 4)],
            ]),
        ])
    }

    @Test func listItemsTakeLazyLinesAndIndentedBlocks() {
        let parsed = blocks("- wrapped\ncontinues\n\n  second paragraph\n\n  ```\n  code\n  ```\nafter")
        guard case .list(_, _, let items) = parsed.first?.kind else {
            Issue.record("expected a list, got \(parsed)")
            return
        }
        #expect(items == [[
            Block(.paragraph([.text("wrapped continues")]), line: 1),
            Block(.paragraph([.text("second paragraph")]), line: 4),
            Block(.codeBlock(language: nil, code: "code"), line: 6),
        ]])
        #expect(parsed.dropFirst().map(\.kind) == [.paragraph([.text("after")])])
    }

    @Test func emptyItemsAndQuotesStillParse() {
        #expect(blocks("- \n-\n>\ntext").map(\.kind) == [
            .list(ordered: false, start: 1, items: [[], []]),
            .quote(callout: nil, []),
            .paragraph([.text("text")]),
        ])
    }

    @Test func numberedLineInsideAParagraphDoesNotStartAList() {
        #expect(blocks("It happened in\n2019. Then more.").map(\.kind) == [
            .paragraph([.text("It happened in 2019. Then more.")]),
        ])
    }

    @Test func blockQuotesHoldBlocksAndLazyLines() {
        let parsed = blocks("> # Title\n> text\nlazy\n>\n> - item")
        #expect(parsed.map(\.kind) == [
            .quote(callout: nil, [
                Block(.heading(level: 1, [.text("Title")]), line: 1),
                Block(.paragraph([.text("text lazy")]), line: 2),
                Block(.list(ordered: false, start: 1, items: [[Block(.paragraph([.text("item")]), line: 5)]]), line: 5),
            ]),
        ])
    }

    @Test func boldLabelMakesACalloutAndLeavesTheRest() {
        #expect(blocks("> **Note:** Read this.\n> More.").map(\.kind) == [
            .quote(callout: Callout(label: "Note"), [Block(.paragraph([.text("Read this. More.")]), line: 1)]),
        ])
        #expect(blocks("> **Warning**: careful").map(\.kind) == [
            .quote(callout: Callout(label: "Warning"), [Block(.paragraph([.text("careful")]), line: 1)]),
        ])
        #expect(Callout(label: "Warning").kind == .warning)
        #expect(Callout(label: "Tip").kind == .tip)
        #expect(Callout(label: "Heads up").kind == .custom)
    }

    @Test func githubMarkerMakesACallout() {
        #expect(blocks("> [!IMPORTANT]\n> Save first.").map(\.kind) == [
            .quote(callout: Callout(label: "Important"), [Block(.paragraph([.text("Save first.")]), line: 2)]),
        ])
    }

    @Test func boldWithoutColonIsJustAQuote() {
        #expect(blocks("> **Bold** statement.").map(\.kind) == [
            .quote(callout: nil, [Block(.paragraph([.strong([.text("Bold")]), .text(" statement.")]), line: 1)]),
        ])
    }

    @Test func tablesParseHeaderAlignmentsAndCells() {
        // As on GitHub, a pipe inside a cell needs escaping even within backticks.
        let text = "| Name | Count | Note |\n|:-----|------:|:----:|\n| `a\\|b` | 2 | **x** |\n| c \\| d | 3 | |"
        #expect(blocks(text).map(\.kind) == [
            .table(
                header: [[.text("Name")], [.text("Count")], [.text("Note")]],
                alignments: [.left, .right, .center],
                rows: [
                    [[.code("a|b")], [.text("2")], [.strong([.text("x")])]],
                    [[.text("c | d")], [.text("3")], []],
                ]),
        ])
    }

    @Test func tableCanFollowAParagraphLine() {
        let kinds = blocks("Intro text\n| a | b |\n|---|---|\n| 1 | 2 |").map(\.kind)
        #expect(kinds == [
            .paragraph([.text("Intro text")]),
            .table(header: [[.text("a")], [.text("b")]], alignments: [.left, .left], rows: [[[.text("1")], [.text("2")]]]),
        ])
    }

    @Test func rulesAreRecognisedAndDoNotBecomeLists() {
        #expect(blocks("---\n\n* * *\n\n___").map(\.kind) == [.rule, .rule, .rule])
    }

    @Test func blocksRecordTheirSourceLines() {
        let text = "# Title\n\nPara\ngraph\n\n```\ncode\n```\n\n> quote\n\n- item\n\n---"
        #expect(blocks(text).map(\.line) == [1, 3, 6, 10, 12, 14])
    }

    @Test func crlfLineEndingsParseLikeLF() {
        #expect(Markdown.parse("# A\r\n\r\ntext\r\n") == Markdown.parse("# A\n\ntext\n"))
    }
}

@Suite("Parse issues")
struct ParseIssueTests {
    @Test func unclosedFenceIsReportedAtItsOpeningLine() {
        let document = Markdown.parse("Intro\n\n```swift\nlet a = 1\n\nmore")
        #expect(document.issues.map(\.line) == [3])
        #expect(document.issues.first?.message.contains("never closed") == true)
        #expect(document.blocks.last?.kind == .codeBlock(language: "swift", code: "let a = 1\n\nmore"))
    }

    @Test func unclosedFenceInsideAQuoteIsReported() {
        #expect(Markdown.parse("text\n\n> ```\n> code").issues.map(\.line) == [3])
    }

    @Test func tableRowsWithTheWrongCellCountAreReportedAndRepaired() {
        let document = Markdown.parse("| a | b |\n|---|---|\n| 1 | 2 |\n| 3 |\n| 4 | 5 | 6 |")
        #expect(document.issues.map(\.line) == [4, 5])
        #expect(document.issues.first?.message == "table row has 1 cells but the header has 2")
        guard case .table(_, _, let rows) = document.blocks.first?.kind else {
            Issue.record("expected a table")
            return
        }
        #expect(rows == [[[.text("1")], [.text("2")]], [[.text("3")], []], [[.text("4")], [.text("5")]]])
    }

    @Test func delimiterRowMismatchIsReportedAndStaysText() {
        let document = Markdown.parse("| a | b |\n|---|\n| 1 | 2 |")
        #expect(document.issues.map(\.line) == [2])
        #expect(document.blocks.map(\.kind) == [.paragraph([.text("| a | b | |---| | 1 | 2 |")])])
    }

    @Test(arguments: ["> ", "- ", "1. "])
    func absurdNestingIsCappedAndReported(marker: String) {
        let document = Markdown.parse(String(repeating: marker, count: 2_000) + "x")
        #expect(document.issues == [MarkdownIssue(line: 1, message: "nested more than 32 levels deep; shown as text")])
        var depth = 0
        var blocks = document.blocks
        while let first = blocks.first {
            switch first.kind {
            case .quote(_, let inner): blocks = inner
            case .list(_, _, let items): blocks = items.first ?? []
            default: blocks = []
            }
            depth += 1
        }
        #expect(depth == 33)
    }

    @Test func cleanTextHasNoIssues() {
        #expect(Markdown.parse("# A\n\n```\nx\n```\n\n| a |\n|---|\n| 1 |").issues.isEmpty)
    }
}
