import Canvas
import Testing
import Markup

/// Inputs chosen to break naive layout: unbreakable words, wide characters, deep nesting,
/// many columns, long markers and labels.
private let nastyInputs: [String] = [
    String(repeating: "a", count: 200),
    "Visit https://example.com/a/very/long/path/that/never/ends/and/keeps/going/on/and/on now",
    String(repeating: "漢字", count: 60),
    "Mixed 漢字テキスト with emoji 👍🏽🇯🇵👨‍👩‍👧 and combining e\u{301}e\u{301}e\u{301} marks " + String(repeating: "✅", count: 30),
    (0..<8).map { String(repeating: "  ", count: $0) + "- level \($0) " + String(repeating: "nested", count: $0) }.joined(separator: "\n"),
    "> - > - > - > - > deep quoted list quote " + String(repeating: "x", count: 40),
    "123456789. a huge number marker\n123456790. and the next",
    "> **A rather long callout label that goes on:** body text",
    "| " + (1...12).map { "Column\($0)" }.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: 12)
        + "\n| " + (1...12).map { _ in "漢字漢字" }.joined(separator: " | ") + " |",
    "| a | b |\n|---|---|\n| " + String(repeating: "w", count: 80) + " | 漢字漢字漢字漢字漢字漢字 |",
    "```\n\t\tlet 漢字 = \"" + String(repeating: "👍", count: 40) + "\"\n```",
    "# " + String(repeating: "Heading", count: 20) + "\n\n###### " + String(repeating: "漢", count: 30),
    "- \n-\n>\n| a |\n|---|\n| |",
    "**" + String(repeating: "bold ", count: 20) + "** *" + String(repeating: "x", count: 50) + "* `" + String(repeating: "c", count: 60) + "`",
    "[" + String(repeating: "link ", count: 10) + "](" + String(repeating: "u", count: 90) + ")",
    String(repeating: "> - ", count: 100) + "too deep to indent",
    "line\u{7}with\u{1B}controls and\ttabs\there and C1\u{85}",
    "```\ncode\u{1B}[31m with escape\u{8}\u{7F}\n```",
]

/// Every line fits and holds no control characters: a terminal would move the cursor for
/// them, and `Screen` would draw them a column wider than they were measured.
private func checkFits(_ markdown: String, width: Int, glyphs: Glyphs = .unicode, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = MarkdownLayout(width: width, glyphs: glyphs).lines(for: Markdown.parse(markdown))
    for line in lines {
        #expect(line.width <= width, "\(line.width) > \(width): \(line.text)", sourceLocation: sourceLocation)
        let controls = line.text.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "control characters in \(line.text.debugDescription)", sourceLocation: sourceLocation)
    }
}

@Suite("Width guarantee")
struct WidthGuaranteeTests {
    @Test(arguments: Array(10...40) + [60, 80, 120])
    func nastyInputsFitEveryWidth(width: Int) {
        for input in nastyInputs {
            checkFits(input, width: width)
            checkFits(input, width: width, glyphs: .ascii)
        }
    }

    @Test func nastyInputsStillShowTheirText() {
        // Fitting must not be achieved by dropping text: the long word is all there.
        let text = rendered(String(repeating: "a", count: 200), width: 10)
        #expect(text.filter { $0 == "a" }.count == 200)
        #expect(text.split(separator: "\n").allSatisfy { $0.count == 10 })
    }

    @Test func randomDocumentsFit() {
        var random = SplitMix64(seed: 2024)
        for _ in 0..<150 {
            let document = randomDocument(&random)
            for width in [10, 13, 21, 34] {
                checkFits(document, width: width)
            }
        }
    }
}

@Suite("Text wrapping")
struct TextWrappingTests {
    @Test func longWordsBreakAtTheWidth() {
        let lines = TextWrapping.wrap([Span("ab abcdefghij")], width: 4)
        #expect(lines.map(\.text) == ["ab", "abcd", "efgh", "ij"])
    }

    @Test func wideCharactersNeverStraddleTheEdge() {
        let lines = TextWrapping.wrap([Span("漢字漢字漢")], width: 5)
        #expect(lines.map(\.text) == ["漢字", "漢字", "漢"])
        #expect(TextWrapping.wrap([Span("漢")], width: 1).map(\.text) == ["?"])
    }

    @Test func wordsSpanningStylesStayTogether() {
        let lines = TextWrapping.wrap([Span("aa "), Span("bold", .strong), Span(", cc")], width: 6)
        #expect(lines == [StyledLine([Span("aa")]), StyledLine([Span("bold", .strong), Span(",")]), StyledLine([Span("cc")])])
    }

    @Test func spacesCollapseAndNewlinesBreak() {
        #expect(TextWrapping.wrap([Span("  a   b \n c  ")], width: 20).map(\.text) == ["a b", "c"])
    }

    @Test func truncateAddsTheEllipsisOnlyWhenCutting() {
        let line = StyledLine([Span("abc", .keyword), Span("defgh")])
        #expect(TextWrapping.truncate(line, to: 8) == line)
        #expect(TextWrapping.truncate(line, to: 5) == StyledLine([Span("abc", .keyword), Span("d"), Span("…", .muted)]))
        #expect(TextWrapping.truncate(StyledLine("漢字漢字"), to: 6).text == "漢字…")
    }
}

/// A small deterministic generator, so a failure can be reproduced from its seed.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
}

/// Random Markdown built from fragments that stress wrapping and nesting.
private func randomDocument(_ random: inout SplitMix64) -> String {
    let words = ["a", "word", "漢字", "👍", "supercalifragilisticexpialidocious", "`code span`", "**bold**", "*em*",
                 "[link](https://example.com/x)", "e\u{301}", "snake_case", "\\*", "<https://a.b>", "ＦＵＬＬ"]
    func sentence(_ random: inout SplitMix64) -> String {
        (0..<Int(random.next() % 12 + 1)).map { _ in random.pick(words) }.joined(separator: " ")
    }
    var blocks: [String] = []
    for _ in 0..<Int(random.next() % 6 + 1) {
        let prefix = (0..<Int(random.next() % 4)).map { _ in random.pick(["> ", "- ", "1. ", "  "]) }.joined()
        switch random.next() % 6 {
        case 0: blocks.append(prefix + random.pick(["# ", "## ", "### "]) + sentence(&random))
        case 1: blocks.append(prefix + "```\n" + prefix + sentence(&random) + "\t" + sentence(&random) + "\n" + prefix + "```")
        case 2:
            let columns = Int(random.next() % 5 + 1)
            let row = { (random: inout SplitMix64) in "| " + (0..<columns).map { _ in sentence(&random) }.joined(separator: " | ") + " |" }
            blocks.append([row(&random), "|" + String(repeating: "---|", count: columns), row(&random), row(&random)].joined(separator: "\n"))
        case 3: blocks.append(prefix + "**Note:** " + sentence(&random))
        default: blocks.append(prefix + sentence(&random) + "\n" + prefix + sentence(&random))
        }
    }
    return blocks.joined(separator: "\n\n")
}
