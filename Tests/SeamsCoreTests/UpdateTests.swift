import Canvas
import LessonKit
import SeamsCore
import Services
import Testing

@Suite("Update: lesson list")
struct ListUpdateTests {
    @Test func movesTheSelectionAndStopsAtTheEnds() {
        var state = Fixtures.state()
        state.press(.up)
        #expect(state.list.selection == 0)
        state.press(.down, .char("j"), .down)
        #expect(state.list.selection == 3)
        state.press(.down, .char("j"))
        #expect(state.list.selection == 3)
        state.press(.char("g"))
        #expect(state.list.selection == 0)
        state.press(.char("G"))
        #expect(state.list.selection == 3)
        state.press(.char("k"))
        #expect(state.list.selection == 2)
    }

    @Test func openingALessonLoadsItAndRemembersThePosition() {
        var state = Fixtures.state()
        let effects = state.press(.down, .enter)
        let lesson = Fixtures.lessons[1]
        #expect(effects == [.loadContent(lesson), .savePosition(ReadingPosition(folderName: lesson.folderName, step: 0))])
        #expect(state.reader?.folderName == lesson.folderName)
        #expect(state.reader?.content == nil)
        #expect(state.lastPosition == ReadingPosition(folderName: lesson.folderName, step: 0))
    }

    @Test func openingABrokenLessonLoadsNothing() {
        var state = Fixtures.state()
        let effects = state.press(.down, .down, .enter)
        #expect(effects.isEmpty)
        #expect(state.reader?.folderName == "02-property-injection")
    }

    @Test func continueRowResumesAtTheSavedStep() {
        var state = Fixtures.state(lastPosition: ReadingPosition(folderName: "03-wrapper-class", step: 1))
        let effects = state.press(.enter)
        #expect(state.reader?.folderName == "03-wrapper-class")
        #expect(state.reader?.step == 1)
        #expect(effects.contains(.loadContent(Fixtures.lessons[3])))
    }

    @Test func aSavedPositionForALessonThatIsGoneIsDropped() {
        let state = Fixtures.state(lastPosition: ReadingPosition(folderName: "99-gone", step: 1))
        #expect(state.lastPosition == nil)
    }

    @Test func filterNarrowsTheListAndEscapeClearsIt() {
        var state = Fixtures.state()
        state.press(.char("/"))
        #expect(state.list.isEditingFilter)
        state.type("WRAP")
        #expect(state.list.filter == "WRAP")
        // q is text while typing a filter, not quit.
        state.type("q")
        #expect(!state.isQuitting)
        state.press(.backspace)
        state.press(.enter)
        #expect(!state.list.isEditingFilter)
        #expect(state.list.filter == "WRAP")
        let screen = Interface.render(state).text
        #expect(screen.contains("Wrap what you cannot change"))
        #expect(!screen.contains("Constructor injection"))
        #expect(screen.contains("1 of 4"))
        state.press(.escape)
        #expect(state.list.filter == "")
        #expect(Interface.render(state).text.contains("Constructor injection"))
    }

    @Test func filterMatchesTechniqueAndSummaryToo() {
        var state = Fixtures.state()
        state.press(.char("/"))
        state.type("parameterize")
        state.press(.enter)
        let effects = state.press(.enter)
        #expect(state.reader?.folderName == "01-constructor-injection")
        #expect(!effects.isEmpty)
    }

    @Test func backspaceOnAnEmptyFilterLeavesFilterMode() {
        var state = Fixtures.state()
        state.press(.char("/"), .backspace)
        #expect(!state.list.isEditingFilter)
    }

    @Test func quitFromTheListAndCtrlCFromAnywhere() {
        var state = Fixtures.state()
        #expect(state.press(.char("q")) == [.quit])
        #expect(state.isQuitting)
        var filtering = Fixtures.state()
        filtering.press(.char("/"))
        #expect(filtering.press(.ctrl("c")) == [.quit])
    }

    @Test func mouseWheelMovesAndAClickSelectsThenOpens() {
        var state = Fixtures.state()
        _ = Interface.update(&state, .mouse(MouseEvent(.wheelDown, x: 10, y: 5)))
        #expect(state.list.selection == 3)
        // Rows start at line 3 (title, filter line, header).
        // ncurses reports presses (no clicks): the first selects, the second opens.
        _ = Interface.update(&state, .mouse(MouseEvent(.press, x: 10, y: 4)))
        #expect(state.list.selection == 1)
        #expect(state.route == .list)
        let effects = Interface.update(&state, .mouse(MouseEvent(.press, x: 10, y: 4)))
        #expect(state.reader?.folderName == "01-constructor-injection")
        #expect(effects.count == 2)
    }
}

@Suite("Update: lesson reader")
struct ReaderUpdateTests {
    @Test func stepsMoveAndStopWithANotice() {
        var state = Fixtures.reading()
        let effects = state.press(.char("n"))
        #expect(state.reader?.step == 1)
        #expect(effects == [.savePosition(ReadingPosition(folderName: "01-constructor-injection", step: 1)),
                            .recordProgress(lessonID: "constructor-injection", .stepRead(1, of: 3, hasQuiz: false))])
        state.press(.right)
        #expect(state.reader?.step == 2)
        #expect(state.press(.char("n")).isEmpty)
        #expect(state.reader?.step == 2)
        #expect(state.notice?.contains("last step") == true)
        state.press(.char("p"), .left, .char("h"))
        #expect(state.reader?.step == 0)
        #expect(state.notice == "This is the first step.")
    }

    @Test func anyKeyClearsTheNotice() {
        var state = Fixtures.reading()
        state.press(.char("p"))
        #expect(state.notice != nil)
        state.press(.char("j"))
        #expect(state.notice == nil)
    }

    @Test func snippetKeysCycleThroughWhatExists() {
        var state = Fixtures.reading(content: Fixtures.content(snippets: [.before, .after]))
        #expect(state.reader?.snippet == .before)
        state.press(.char("s"))
        #expect(state.reader?.snippet == .after)
        state.press(.char("s"))
        #expect(state.reader?.snippet == .diff)
        state.press(.char("s"))
        #expect(state.reader?.snippet == .before)
        state.press(.char("3"))
        #expect(state.reader?.snippet == .before)
        #expect(state.notice == "This lesson has no test.swift.")
        state.press(.char("2"))
        #expect(state.reader?.snippet == .after)
    }

    @Test func aLessonWithoutBeforeStartsOnItsFirstSnippet() {
        let state = Fixtures.reading(content: Fixtures.content(snippets: [.after, .test]))
        #expect(state.reader?.snippet == .after)
    }

    @Test func scrollKeysMoveTheFocusedPaneAndAreClamped() {
        var state = Fixtures.reading(content: Fixtures.content(stepLines: 30), height: 24)
        state.press(.char("j"), .char("j"))
        #expect(state.reader?.textScroll == 2)
        state.press(.char("G"))
        let bottom = state.reader!.textScroll
        #expect(bottom > 2)
        state.press(.char("j"))
        #expect(state.reader?.textScroll == bottom)
        state.press(.char("g"))
        #expect(state.reader?.textScroll == 0)
        state.press(.char("k"))
        #expect(state.reader?.textScroll == 0)
        state.press(.tab)
        #expect(state.reader?.focus == .code)
        state.press(.char("j"))
        #expect(state.reader?.textScroll == 0)
    }

    @Test func changingStepScrollsBackToTheTop() {
        var state = Fixtures.reading(content: Fixtures.content(stepLines: 30))
        state.press(.pageDown)
        #expect(state.reader!.textScroll > 0)
        state.press(.char("n"))
        #expect(state.reader?.textScroll == 0)
    }

    @Test func escapeGoesBackToTheListWithTheLessonSelected() {
        var state = Fixtures.reading("03-wrapper-class")
        state.press(.escape)
        #expect(state.route == .list)
        // Row 0 is "continue", then the four lessons.
        #expect(state.list.selection == 4)
        var other = Fixtures.reading()
        other.press(.backspace)
        #expect(other.route == .list)
    }

    @Test func contentForAnotherLessonIsIgnored() {
        var state = Fixtures.reading()
        let before = state
        _ = Interface.update(&state, .contentLoaded(folderName: "00-what-is-a-seam", Fixtures.content(steps: 1)))
        #expect(state == before)
    }

    @Test func aResizeKeepsTheScrollInRange() {
        var state = Fixtures.reading(content: Fixtures.content(stepLines: 30))
        state.press(.char("G"))
        _ = Interface.update(&state, .resized(Size(width: 200, height: 80)))
        #expect(state.reader?.textScroll == 0)
    }

    @Test func theWheelScrollsThePaneUnderThePointer() {
        var state = Fixtures.reading(content: Fixtures.content(stepLines: 30), width: 130, height: 30)
        _ = Interface.update(&state, .mouse(MouseEvent(.wheelDown, x: 5, y: 10)))
        #expect(state.reader?.textScroll == 3)
        #expect(state.reader?.codeScroll == 0)
    }

    @Test func clickingATabShowsThatSnippet() {
        var state = Fixtures.reading(width: 130, height: 30)
        let screen = Interface.render(state)
        let row = 1
        let line = screen.line(row)
        let column = line.distance(from: line.startIndex, to: line.range(of: "after")!.lowerBound)
        _ = Interface.update(&state, .mouse(MouseEvent(.press, x: column, y: row)))
        #expect(state.reader?.snippet == .after)
        #expect(state.reader?.focus == .code)
    }
}

@Suite("Update: help")
struct HelpUpdateTests {
    @Test func questionMarkOpensAndEscapeClosesWithoutActing() {
        var state = Fixtures.state()
        state.press(.char("?"))
        #expect(state.isShowingHelp)
        // Keys go to the help, not to the list underneath.
        state.press(.char("j"), .enter)
        #expect(state.route == .list)
        #expect(state.list.selection == 0)
        state.press(.char("q"))
        #expect(!state.isShowingHelp)
        #expect(!state.isQuitting)
    }
}

@Suite("Update: bad states")
struct BadStateTests {
    @Test func aNegativeSavedStepIsIgnored() {
        let state = Fixtures.state(lastPosition: ReadingPosition(folderName: "01-constructor-injection", step: -3))
        #expect(state.lastPosition == nil)
    }

    @Test func contentNeverLeavesTheStepNegative() {
        var state = Fixtures.state()
        state.route = .reader(ReaderState(folderName: "01-constructor-injection", step: -2))
        _ = Interface.update(&state, .contentLoaded(folderName: "01-constructor-injection", Fixtures.content()))
        #expect(state.reader?.step == 0)
    }

    @Test func whileTooSmallOnlyQuittingWorks() {
        var state = Fixtures.state(width: 40, height: 10)
        #expect(state.press(.enter, .down, .char("/")).isEmpty)
        #expect(state.route == .list)
        #expect(state.list.selection == 0)
        #expect(!state.list.isEditingFilter)
        #expect(state.press(.char("q")) == [.quit])
    }

    @Test func aLessonThatBreaksWhileOpenDropsItsStaleSteps() {
        var state = Fixtures.reading()
        var lessons = Fixtures.lessons
        lessons[1].status = .broken(Diagnostic(path: "Lessons/01-constructor-injection/lesson.md", line: 2, message: "oops"))
        _ = Interface.update(&state, .lessonsChanged(lessons, changedFolders: ["01-constructor-injection"]))
        #expect(state.reader?.content == nil)
        #expect(state.press(.char("n")).isEmpty)
        #expect(state.reader?.step == 0)
        let screen = Interface.render(state)
        #expect(screen.line(1).contains("Cannot be read"))
        #expect(!screen.text.contains("Step 1 of"))
    }

    @Test func aLessonThatVanishesWhileOpenSaysSo() {
        var state = Fixtures.reading()
        let remaining = Fixtures.lessons.filter { $0.folderName != "01-constructor-injection" }
        _ = Interface.update(&state, .lessonsChanged(remaining, changedFolders: ["01-constructor-injection"]))
        #expect(state.press(.char("n")).isEmpty)
        #expect(Interface.render(state).text.contains("no longer in Lessons"))
        state.press(.escape)
        #expect(state.route == .list)
    }
}
