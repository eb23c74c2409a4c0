import Canvas
import LessonKit
import Markup
import MiniModels
import SeamsCore
import Services
import Testing

@Suite("Onboarding tour and themes")
struct TourAndThemeTests {
    private static let quiz = [
        QuizQuestion(question: "Which is the seam?", choices: [.init(text: "The call"), .init(text: "The init", isCorrect: true)],
                     explanation: "The init.", line: 8),
    ]

    /// A lesson with a model and a quiz, opened in the tour.
    private func touring(width: Int = 130, height: Int = 40) -> AppState {
        let lesson = Lesson(number: 1, folderName: "01-toured", folderPath: "Lessons/01-toured",
                            status: .ready(FrontMatter(id: "toured", title: "Toured", technique: "T", summary: "S",
                                                       quiz: Self.quiz, model: "constructor-injection")))
        var state = AppState(lessons: [lesson], lessonsPath: "Lessons", size: Size(width: width, height: height))
        state.tour = TourState()
        return state
    }

    private func swapped(_ key: LabKey) -> LabSnapshot {
        let graph = GraphNode("MenuViewModel", holds: [HeldDependency("network", "MockNetworkManager", isDouble: true)])
        return LabSnapshot(key: key, status: LabStatus(graph: graph, isSwapped: true), events: [],
                           lastSequence: 1, dropped: 0, lastRun: nil, runCount: 1)
    }

    @Test func eachGoalIsTickedWhenTheLearnerDoesIt() {
        var state = touring()
        #expect(state.tour?.current == .openLesson)
        state.press(.enter)
        _ = Interface.update(&state, .contentLoaded(folderName: "01-toured", Fixtures.content(steps: 2, snippets: [.before, .after])))
        #expect(state.tour?.done == [.openLesson])
        state.press(.char("n"))
        #expect(state.tour?.current == .showAfter)
        // before.swift is not after.swift; the goal waits.
        state.press(.char("1"))
        #expect(state.tour?.current == .showAfter)
        state.press(.char("2"))
        state.press(.char("d"))
        #expect(state.tour?.current == .runModel)
        // Opening the panel is not running the model.
        state.press(.char("m"))
        #expect(state.tour?.current == .runModel)
        state.press(.char("r"))
        #expect(state.tour?.current == .swapModel)
        _ = Interface.update(&state, .labUpdated(swapped(LabKey("constructor-injection", .after))))
        #expect(state.tour?.current == .answerQuiz)
        // The quiz opening is not an answer.
        state.press(.char("n"))
        guard case .quiz = state.route else { Issue.record("no quiz"); return }
        #expect(state.tour?.current == .answerQuiz)
        state.press(.char("2"))
        #expect(state.tour?.current == .changeTheme)
        state.press(.char("T"))
        #expect(state.tour?.current == nil)
        #expect(state.tour?.done == Set(TourGoal.allCases))
        #expect(Interface.render(state).text.contains("8/8 done: that is the tour."))
    }

    @Test func goalsCountInAnyOrder() {
        var state = touring()
        state.press(.char("T"))
        #expect(state.tour?.done == [.changeTheme])
        #expect(state.tour?.current == .openLesson)
        #expect(Interface.render(state).text.contains("1/8 done · Next: Open a lesson"))
    }

    @Test func qLeavesTheTourAndCtrlCQuitsSeams() {
        var state = touring()
        #expect(state.press(.char("q")) == [.quit])
        #expect(state.isQuitting)
        #expect(state.tour?.isLeaving == true)

        var other = touring()
        #expect(other.press(.ctrl("c")) == [.quit])
        #expect(other.tour?.isLeaving == false)

        var outside = Fixtures.state()
        outside.press(.char("q"))
        #expect(outside.isQuitting)
        #expect(outside.tour == nil)
    }

    @Test func qOnATooSmallTerminalStillOnlyLeavesTheTour() {
        var state = touring(width: 50, height: 12)
        #expect(state.isTooSmall)
        #expect(Interface.render(state).text.contains("press q to leave the\n"))
        #expect(state.press(.char("q")) == [.quit])
        #expect(state.tour?.isLeaving == true)
    }

    @Test func withoutColourTheTourDoesNotAskForATheme() {
        var state = touring()
        state.themes = [.monochrome]
        state.theme = .monochrome
        state.tour = TourState(themes: state.themes)
        #expect(state.tour?.goals.contains(.changeTheme) == false)
        #expect(Interface.render(state).text.contains("0/7 done"))
        #expect(TourState(themes: Theme.all).goals == TourGoal.allCases)
    }

    @Test func theBannerAndTheLedgerFrameTheScreen() {
        var state = touring(width: 100, height: 30)
        var text = Interface.render(state).text
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[1].contains("GUIDED TOUR"))
        #expect(rows[2].contains("0/8 done · Next: Open a lesson"))
        #expect(text.contains("Ledger: 0 operations intercepted, none performed"))
        #expect(text.contains("Nothing yet: file writes, preference changes and posts will show here."))
        #expect(rows.last?.contains("q leave tour") == true)
        _ = Interface.update(&state, .ledgerUpdated([
            LedgerEntry(.file, "would write /home/ada/.local/share/seams/progress.json (120 bytes)"),
            LedgerEntry(.request, "would POST http://127.0.0.1:9/progress: toured step"),
        ]))
        text = Interface.render(state).text
        #expect(text.contains("Ledger: 2 operations intercepted"))
        #expect(text.contains("file     would write /home/ada/.local/share/seams/progress.json (120 bytes)"))
        #expect(text.contains("request  would POST http://127.0.0.1:9/progress: toured step"))
        // Outside the tour there is neither.
        let plain = Interface.render(Fixtures.state(width: 100, height: 30)).text
        #expect(!plain.contains("GUIDED TOUR"))
        #expect(!plain.contains("Ledger"))
    }

    @Test func theLedgerKeepsTheNewestEntriesInView() {
        var state = touring(width: 100, height: 24)
        let entries = (1...9).map { LedgerEntry(.defaults, "would set key\($0) = \($0)") }
        _ = Interface.update(&state, .ledgerUpdated(entries))
        let text = Interface.render(state).text
        #expect(text.contains("would set key9 = 9"))
        #expect(text.contains("would set key7 = 7"))
        #expect(!text.contains("would set key6 = 6"))
    }

    @Test func theThemeKeyCyclesAndAsksToSaveEachChoice() {
        var state = Fixtures.state()
        #expect(state.theme == .standard)
        #expect(state.press(.char("T")) == [.saveTheme("projector")])
        #expect(state.theme == .projector)
        #expect(state.notice == "Theme: projector. T again for the next.")
        #expect(state.press(.char("T")) == [.saveTheme("monochrome")])
        #expect(state.press(.char("T")) == [.saveTheme("standard")])
        // It works in the reader and the quiz too, but not while typing a filter.
        var reading = Fixtures.reading()
        #expect(reading.press(.char("T")) == [.saveTheme("projector")])
        var filtering = Fixtures.state()
        filtering.press(.char("/"), .char("T"))
        #expect(filtering.theme == .standard)
        #expect(filtering.list.filter == "T")
    }

    @Test func aTerminalWithoutColourKeepsMonochrome() {
        var state = Fixtures.state()
        state.themes = [.monochrome]
        state.theme = .monochrome
        #expect(state.press(.char("T")).isEmpty)
        #expect(state.theme == .monochrome)
        #expect(state.notice?.contains("no colour") == true)
    }

    @Test func theProjectorThemeHasNoDimAndNoGrey() {
        let roles: [TextRole] = [.plain, .heading1, .muted, .comment, .unchanged, .linkURL, .rule, .keyword, .string, .error]
        for role in roles {
            let style = Theme.projector.style(role)
            #expect(!style.isDim, "\(role)")
            #expect(style.foreground != .brightBlack, "\(role)")
        }
        for chrome in [Theme.projector.border, Theme.projector.lineNumber, Theme.projector.footer, Theme.projector.muted] {
            #expect(!chrome.isDim)
            #expect(chrome.foreground != .brightBlack)
            #expect(chrome.background != .palette(236))
        }
        // Standard keeps its quiet greys, so the two really differ.
        #expect(Theme.standard.style(.muted).foreground == .brightBlack)
        #expect(Theme.named("projector") == .projector)
        #expect(Theme.named("sepia") == nil)
    }
}
