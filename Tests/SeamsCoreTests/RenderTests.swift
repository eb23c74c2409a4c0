import Canvas
import LessonKit
import SeamsCore
import Testing

/// Whole screens as text: what a person would read, line by line.
@Suite("Render")
struct RenderTests {
    private func expectScreen(_ state: AppState, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = Interface.render(state)
        #expect(actual.width == state.size.width && actual.height == state.size.height, sourceLocation: sourceLocation)
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let padded = wanted + Array(repeating: "", count: max(0, actual.height - wanted.count))
        #expect(actual.lines == padded, sourceLocation: sourceLocation)
    }

    @Test func lessonListWithContinueRowAndABrokenLesson() {
        expectScreen(Fixtures.state(lastPosition: ReadingPosition(folderName: "01-constructor-injection", step: 2)), """
         Seams  › Lessons                                                        ? help
         4 lessons in Lessons                              0 of 3 complete ░░░░░░░░░░░░
            #   Lesson                                    Technique
         ▶      Continue: Constructor injection           step 3
            00  What is a seam?                           Seams and FIRE
            01  Constructor injection                     Parameterize constructor
         ✗  02  02-property-injection                     broken: cannot be read
            03  Wrap what you cannot change               Adapt parameter











        ────────────────────────────────────────────────────────────────────────────────
         Pass the network client into init, with the shared one as the default.


         ↑↓ move  Enter open  / filter                                  ? help  q quit
        """)
    }

    @Test func selectingABrokenLessonShowsItsLocatedError() {
        var state = Fixtures.state()
        state.press(.down, .down)
        expectScreen(state, """
         Seams  › Lessons                                                        ? help
         4 lessons in Lessons                              0 of 3 complete ░░░░░░░░░░░░
            #   Lesson                                    Technique
            00  What is a seam?                           Seams and FIRE
            01  Constructor injection                     Parameterize constructor
         ✗  02  02-property-injection                     broken: cannot be read
            03  Wrap what you cannot change               Adapt parameter












        ────────────────────────────────────────────────────────────────────────────────
         Lessons/02-property-injection/lesson.md:3:8: front matter: did not find
         expected ',' or ']'

         ↑↓ move  Enter open  / filter                                  ? help  q quit
        """)
    }

    @Test func readerOnAWideTerminalPutsCodeBesideTheText() {
        expectScreen(Fixtures.reading(width: 130, height: 20), """
         Seams  › 01  Constructor injection                                                                                        ? help
        ▶ Step 1 of 3 · Step title 1                           All │  before   after   test   diff                      before.swift  All
         Line 1 of step 1.                                         │  1 // before.swift
                                                                   │  2 struct Before {
         Line 2 of step 1.                                         │  3     let value = 1
                                                                   │  4 }
         Line 3 of step 1.                                         │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
                                                                   │
         ↑↓ move  ←→ step  s snippet  Tab pane  m live  Esc back                                                          ? help  q quit
        """)
    }

    @Test func readerOnANarrowTerminalPutsCodeBelowTheText() {
        expectScreen(Fixtures.reading(width: 70, height: 24), """
         Seams  › 01  Constructor injection                            ? help
        ▶ Step 1 of 3 · Step title 1                                      All
         Line 1 of step 1.

         Line 2 of step 1.

         Line 3 of step 1.






        ─ before ─ after ─ test ─ diff ──────────────────── before.swift  All
          1 // before.swift
          2 struct Before {
          3     let value = 1
          4 }





         ↑↓ move  ←→ step  s snippet  Tab pane  m live        ? help  q quit
        """)
    }

    @Test func helpOverlayListsTheKeysOfTheScreenBelow() {
        var state = Fixtures.state(width: 80, height: 30)
        state.press(.char("?"))
        expectScreen(state, """
         Seams  › Lessons                                                        ? help
         4 lessons in Lessons                              0 of 3 complete ░░░░░░░░░░░░
            #   Lesson                                    Technique
            00  What is a seam?                           Seams and FIRE
            01  Constructor injection                     Parameterize constructor
         ✗  ┌─ Keys ───────────────────────────────────────────────────────────────┐
            │ Lesson list                                                          │
            │   ↓ j                   Move down                                    │
            │   ↑ k                   Move up                                      │
            │   PgDn Space Ctrl-F     Page down                                    │
            │   PgUp b Ctrl-B         Page up                                      │
            │   Home g                Go to the top                                │
            │   End G                 Go to the bottom                             │
            │   Enter → l             Open the selected lesson                     │
            │   /                     Filter lessons by text                       │
            │   Esc                   Clear the filter                             │
            │                                                                      │
            │ List and reader                                                      │
            │   ? F1                  Show or hide this help                       │
            │   q Ctrl-C              Quit Seams                                   │
            │   T                     Change the theme                             │
            │                                                                      │
            │ Mouse: the wheel scrolls, a click selects.                           │
            └──────────────────────────────────────────────────────────────────────┘

        ────────────────────────────────────────────────────────────────────────────────
         Why hard dependencies make tests slow, and what a seam is.


         Esc close
        """)
    }

    @Test func tooSmallTerminalShowsCurrentAndNeededSize() {
        expectScreen(Fixtures.state(width: 59, height: 20), """








                   The terminal is too small for Seams.
                 It is 59×20; Seams needs at least 60×20.
                Make the window larger, or press q to quit.
        """)
    }

    @Test func openingABrokenLessonShowsPathLineColumnAndMessage() {
        var state = Fixtures.state()
        state.press(.down, .down, .enter)
        expectScreen(state, """
         Seams  › 02  02-property-injection                                      ? help
        ▶ Cannot be read                                                            All
         This lesson could not be loaded.

         Lessons/02-property-injection/lesson.md:3:8: front matter: did not find
         expected ',' or ']'

         Fix the file and this page updates by itself; the other lessons are not
         affected.














         ↑↓ move  ←→ step  s snippet  Tab pane  m live  Esc back        ? help  q quit
        """)
    }

    @Test func drawingResumesOnceTheTerminalIsBigEnoughAgain() {
        var state = Fixtures.state(width: 40, height: 10)
        #expect(Interface.render(state).text.contains("It is 40×10"))
        _ = Interface.update(&state, .resized(Size(width: 60, height: 20)))
        let screen = Interface.render(state).text
        #expect(!screen.contains("too small"))
        #expect(screen.contains("Constructor injection"))
    }

    @Test func theSelectedRowIsHighlightedAcrossTheWidth() {
        var state = Fixtures.state()
        state.press(.down)
        let screen = Interface.render(state)
        let selected = state.theme.selection
        // Row 4: title bar, filter line, header, then lesson 00 and the selected 01.
        #expect(screen.line(4).contains("Constructor injection"))
        #expect(screen[0, 4].style == selected)
        #expect(screen[79, 4].style == selected)
        #expect(screen[0, 3].style != selected)
    }

    @Test func monochromeThemeUsesNoColourAnywhere() {
        var state = Fixtures.reading(width: 130, height: 30)
        state.theme = .monochrome
        state.press(.char("?"))
        let screen = Interface.render(state)
        #expect(screen.cells.allSatisfy { $0.style.foreground.isDefault && $0.style.background.isDefault })
        // Attributes still mark what colour would have: the title bar is reversed.
        #expect(screen[0, 0].style.isReversed)
    }

    @Test func swiftSnippetsAreDrawnHighlighted() {
        let state = Fixtures.reading(width: 130, height: 20)
        let screen = Interface.render(state)
        let line = screen.line(3)
        let column = line.distance(from: line.startIndex, to: line.range(of: "struct")!.lowerBound)
        #expect(screen[column, 3].style == state.theme.style(.keyword))
    }

    @Test func asciiGlyphsWhenUnicodeCannotBeShown() {
        var state = Fixtures.reading(width: 130, height: 20)
        state.glyphs = .ascii
        let text = Interface.render(state).text
        #expect(text.contains("> Step 1 of 3"))
        #expect(text.contains(" | "))
        #expect(!text.contains("│"))
    }
}
