import Canvas
import LessonKit
import SeamsCore
import Testing

@Suite("Reload and diff")
struct ReloadAndDiffTests {
    @Test func anEditToTheOpenLessonReloadsItKeepingStepAndScroll() {
        var state = Fixtures.reading(content: Fixtures.content(steps: 3, stepLines: 30))
        state.press(.char("n"), .char("j"), .char("j"))
        var lessons = Fixtures.lessons
        lessons[1].body += "\nMore text.\n"
        let effects = Interface.update(&state, .lessonsChanged(lessons, changedFolders: ["01-constructor-injection"]))
        #expect(effects == [.loadContent(lessons[1])])
        _ = Interface.update(&state, .contentLoaded(folderName: "01-constructor-injection",
                                                    Fixtures.content(steps: 3, stepLines: 31)))
        #expect(state.reader?.step == 1)
        #expect(state.reader?.textScroll == 2)
    }

    @Test func aStepThatNoLongerExistsFallsBackToTheLastOne() {
        var state = Fixtures.reading(content: Fixtures.content(steps: 3))
        state.press(.char("n"), .char("n"))
        _ = Interface.update(&state, .contentLoaded(folderName: "01-constructor-injection", Fixtures.content(steps: 2)))
        #expect(state.reader?.step == 1)
    }

    @Test func anEditElsewhereDoesNotReloadTheOpenLesson() {
        var state = Fixtures.reading()
        let effects = Interface.update(&state, .lessonsChanged(Fixtures.lessons, changedFolders: ["03-wrapper-class"]))
        #expect(effects.isEmpty)
    }

    @Test func aLessonBrokenByAnEditShowsItsErrorUntilFixed() {
        var state = Fixtures.reading()
        var lessons = Fixtures.lessons
        let diagnostic = Diagnostic(path: "Lessons/01-constructor-injection/lesson.md", line: 2, column: 5, message: "front matter: oops")
        lessons[1].status = .broken(diagnostic)
        #expect(Interface.update(&state, .lessonsChanged(lessons, changedFolders: ["01-constructor-injection"])).isEmpty)
        #expect(Interface.render(state).text.contains("Lessons/01-constructor-injection/lesson.md:2:5: front matter: oops"))
        let fixed = Interface.update(&state, .lessonsChanged(Fixtures.lessons, changedFolders: ["01-constructor-injection"]))
        #expect(fixed == [.loadContent(Fixtures.lessons[1])])
    }

    @Test func theListKeepsTheSameLessonSelectedWhenOneIsAddedBeforeIt() {
        var state = Fixtures.state()
        state.press(.down, .down, .down)
        #expect(state.list.selection == 3)
        let added = Fixtures.lesson(0, "aaa-new", "A new first lesson", technique: "New")
        let lessons = [added] + Fixtures.lessons
        _ = Interface.update(&state, .lessonsChanged(lessons, changedFolders: ["00-aaa-new"]))
        let screen = Interface.render(state)
        #expect(state.list.selection == 4)
        #expect(screen.line(3 + 4).contains("Wrap what you cannot change"))
    }

    @Test func contentDiagnosticsAreShownAboveTheText() {
        var content = Fixtures.content()
        content.diagnostics = [Diagnostic(path: "Lessons/x/before.swift", line: 1, message: "is not valid UTF-8")]
        let state = Fixtures.reading(content: content)
        #expect(Interface.render(state).line(2).contains("Lessons/x/before.swift:1:1: error: is not valid UTF-8"))
    }

    @Test func theDiffKeyShowsRemovedAndAddedLines() {
        var state = Fixtures.reading(width: 130, height: 20)
        state.press(.char("d"))
        #expect(state.reader?.snippet == .diff)
        let text = Interface.render(state).text
        #expect(text.contains("- // before.swift"))
        #expect(text.contains("+ // after.swift"))
        #expect(text.contains("-2 +2"))
        state.press(.char("s"))
        #expect(state.reader?.snippet == .before)
    }

    @Test func noDiffWithoutBothSnippets() {
        var state = Fixtures.reading(content: Fixtures.content(snippets: [.after]))
        state.press(.char("d"))
        #expect(state.reader?.snippet == .after)
        #expect(state.notice == "A diff needs both before.swift and after.swift.")
    }
}
