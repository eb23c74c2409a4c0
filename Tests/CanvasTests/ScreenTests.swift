import Canvas
import Testing

@Suite("Screen")
struct ScreenTests {
    @Test func writesTextAndReadsItBack() {
        var screen = Screen(width: 10, height: 2)
        let used = screen.write("hello", x: 2, y: 1)
        #expect(used == 5)
        #expect(screen.lines == ["", "  hello"])
    }

    @Test func clipsAtTheRightEdgeAndAtMaxWidth() {
        var screen = Screen(width: 6, height: 1)
        #expect(screen.write("abcdefgh", x: 2, y: 0) == 4)
        #expect(screen.text == "  abcd")
        var other = Screen(width: 10, height: 1)
        other.write("abcdefgh", x: 0, y: 0, maxWidth: 3)
        #expect(other.text == "abc")
    }

    @Test func wideCharacterTakesALeadAndAContinuationCell() {
        var screen = Screen(width: 6, height: 1)
        #expect(screen.write("a日b", x: 0, y: 0) == 4)
        #expect(screen[1, 0].character == "日")
        #expect(screen[1, 0].width == 2)
        #expect(screen[2, 0].isContinuation)
        #expect(screen[3, 0].character == "b")
        #expect(screen.text == "a日b")
    }

    @Test func wideCharacterThatWouldStraddleTheEdgeBecomesASpace() {
        var screen = Screen(width: 3, height: 1)
        screen.write("ab日", x: 0, y: 0)
        #expect(screen.text == "ab")
        #expect(screen[2, 0].width == 1)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var screen = Screen(width: 4, height: 1)
        screen.write("日本", x: 0, y: 0)
        screen.put("x", x: 1, y: 0, style: .plain)
        #expect(screen[0, 0].character == " ")
        #expect(screen[0, 0].width == 1)
        #expect(screen[1, 0].character == "x")
        #expect(screen.line(0) == " x本")
    }

    @Test func fillAndRestyleStayInsideTheRectangle() {
        var screen = Screen(width: 4, height: 3)
        screen.fill(Rect(x: 1, y: 1, width: 2, height: 1), with: "#", style: Style(attributes: .bold))
        #expect(screen.lines == ["", " ##", ""])
        #expect(screen[1, 1].style.isBold)
        #expect(!screen[0, 1].style.isBold)
        screen.restyle(Rect(x: 0, y: 0, width: 10, height: 10)) { $0.with(.reverse) }
        #expect(screen[3, 2].style.isReversed)
    }

    @Test func controlCharactersGetAVisibleStandIn() {
        var screen = Screen(width: 4, height: 1)
        screen.write("a\u{07}b", x: 0, y: 0)
        #expect(screen.text == "a\u{FFFD}b")
    }
}

@Suite("Frame diff")
struct FrameDiffTests {
    @Test func firstFrameSendsEveryCell() {
        let screen = Screen(width: 5, height: 3)
        let runs = FrameDiff.changes(from: nil, to: screen)
        #expect(FrameDiff.cellCount(runs) == 15)
    }

    @Test func identicalFramesSendNothing() {
        var screen = Screen(width: 20, height: 5)
        screen.write("same", x: 1, y: 1)
        #expect(FrameDiff.changes(from: screen, to: screen).isEmpty)
    }

    @Test func onlyChangedCellsAreSent() {
        var before = Screen(width: 20, height: 5)
        before.write("hello world", x: 0, y: 2)
        var after = before
        after.write("W", x: 6, y: 2)
        after.write("!", x: 19, y: 4)
        let runs = FrameDiff.changes(from: before, to: after)
        #expect(runs.count == 2)
        #expect(runs[0].x == 6 && runs[0].y == 2 && runs[0].cells.map(\.character) == ["W"])
        #expect(runs[1].x == 19 && runs[1].y == 4)
        #expect(FrameDiff.cellCount(runs) == 2)
    }

    @Test func styleChangeAloneIsAChange() {
        var before = Screen(width: 5, height: 1)
        before.write("abc", x: 0, y: 0)
        var after = before
        after.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.with(.reverse) }
        let runs = FrameDiff.changes(from: before, to: after)
        #expect(runs.map(\.x) == [1])
    }

    @Test func aChangedWideCharacterIsSentWholeFromItsLeadCell() {
        var before = Screen(width: 6, height: 1)
        before.write("日", x: 2, y: 0)
        var after = before
        after.write("本", x: 2, y: 0)
        let runs = FrameDiff.changes(from: before, to: after)
        #expect(runs.count == 1)
        #expect(runs[0].x == 2)
        #expect(runs[0].cells.first?.character == "本")
    }

    @Test func aResizeRedrawsEverything() {
        let small = Screen(width: 4, height: 2)
        let large = Screen(width: 5, height: 2)
        #expect(FrameDiff.cellCount(FrameDiff.changes(from: small, to: large)) == 10)
    }
}

@Suite("Display width")
struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("日", 2), ("한", 2), ("😀", 2), ("é", 1), ("e\u{301}", 1), ("\u{200B}", 0), ("❤️", 2), ("─", 1),
    ])
    func widthOfCharacters(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width)
    }

    @Test func widthOfStrings() {
        #expect(DisplayWidth.of("ab日本") == 6)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func truncateCountsTheEllipsis() {
        #expect(DisplayWidth.truncate("abcdefgh", to: 5) == "abcd…")
        #expect(DisplayWidth.truncate("abc", to: 5) == "abc")
        #expect(DisplayWidth.truncate("日本語です", to: 5) == "日本…")
        #expect(DisplayWidth.truncate("abcdef", to: 4, ellipsis: "...") == "a...")
    }

    @Test func padFillsToTheWidth() {
        #expect(DisplayWidth.pad("日", to: 4) == "日  ")
        #expect(DisplayWidth.pad("abcdef", to: 3) == "ab…")
    }
}
