import Canvas
import Foundation
import LessonKit
import SeamsCore
import Services
import Testing

@Suite("Quiz and progress")
struct QuizAndProgressTests {
    private static let questions = [
        QuizQuestion(question: "Which is the seam?", choices: [.init(text: "The call"), .init(text: "The init", isCorrect: true)],
                     explanation: "The init is where the test chooses.", line: 8),
        QuizQuestion(question: "Is a mock fast?", choices: [.init(text: "Yes", isCorrect: true), .init(text: "No")],
                     explanation: "It answers at once.", line: 12),
        QuizQuestion(question: "Third?", choices: [.init(text: "A", isCorrect: true), .init(text: "B")],
                     explanation: "", line: 16),
    ]

    private func quizLessonState(steps: Int = 2) -> AppState {
        let lesson = Lesson(number: 1, folderName: "01-quizzed", folderPath: "Lessons/01-quizzed",
                            status: .ready(FrontMatter(id: "quizzed", title: "Quizzed", technique: "T", summary: "S",
                                                       quiz: Self.questions)))
        var state = AppState(lessons: [lesson], lessonsPath: "Lessons", size: Size(width: 100, height: 30))
        _ = Interface.update(&state, .keyPressed(.enter))
        _ = Interface.update(&state, .contentLoaded(folderName: "01-quizzed", Fixtures.content(steps: steps)))
        return state
    }

    @Test func readingAStepRecordsItOnce() {
        var state = quizLessonState()
        #expect(state.progress[lesson: "quizzed"].stepsRead == [0])
        let effects = state.press(.char("n"))
        #expect(effects.contains(.recordProgress(lessonID: "quizzed", .stepRead(1, of: 2, hasQuiz: true))))
        state.press(.char("p"))
        #expect(!state.press(.char("n")).contains { if case .recordProgress = $0 { true } else { false } })
    }

    @Test func afterTheLastStepComesTheQuiz() {
        var state = quizLessonState()
        state.press(.char("n"), .char("n"))
        guard case .quiz(let quiz) = state.route else { Issue.record("no quiz"); return }
        #expect(quiz.questions.count == 3)
        let text = Interface.render(state).text
        #expect(text.contains("Question 1 of 3"))
        #expect(text.contains("Which is the seam?"))
    }

    @Test func answeringShowsFeedbackAndTheScoreIsRecorded() {
        var state = quizLessonState()
        state.press(.char("n"), .char("n"))
        state.press(.char("2"))
        var text = Interface.render(state).text
        #expect(text.contains("Correct."))
        #expect(text.contains("The init is where the test chooses."))
        state.press(.enter, .down, .enter)
        text = Interface.render(state).text
        #expect(text.contains("Not quite."))
        state.press(.enter, .char("1"))
        let effects = state.press(.enter)
        #expect(effects == [.recordProgress(lessonID: "quizzed", .quiz(correct: 2, total: 3, stepCount: 2))])
        text = Interface.render(state).text
        #expect(text.contains("2 of 3 right: passed."))
        #expect(text.contains("This lesson is complete."))
        #expect(state.isComplete(state.lessons[0]))
        state.press(.enter)
        #expect(state.reader?.folderName == "01-quizzed")
    }

    @Test func aFailedQuizDoesNotComplete() {
        var state = quizLessonState()
        state.press(.char("n"), .char("n"), .char("1"), .enter, .char("2"), .enter, .char("2"), .enter)
        #expect(Interface.render(state).text.contains("0 of 3 right: not passed yet."))
        #expect(!state.isComplete(state.lessons[0]))
    }

    @Test func escapeLeavesTheQuizWithoutRecording() {
        var state = quizLessonState()
        state.press(.char("n"), .char("n"), .char("2"))
        #expect(state.press(.escape).isEmpty)
        #expect(state.reader != nil)
        #expect(state.progress[lesson: "quizzed"].quiz == nil)
    }

    @Test func theListMarksCompletedAndStartedLessonsAndShowsTheBar() {
        var state = Fixtures.state(width: 100, height: 30)
        state.progress[lesson: "constructor-injection"] = LessonProgress(stepsRead: [0, 1], stepCount: 2,
                                                                         completed: .distantPast)
        state.progress[lesson: "what-is-a-seam"] = LessonProgress(stepsRead: [0], stepCount: 2)
        let lines = Interface.render(state).lines
        #expect(lines.contains { $0.contains("✓  01  Constructor injection") })
        #expect(lines.contains { $0.contains("•  00  What is a seam?") })
        #expect(lines[1].contains("1 of 3 complete ████░░░░░░░░"))
    }

    @Test func changesApplyAndCompleteOnlyWhenEverythingIsDone() {
        var lesson = LessonProgress()
        let now = Date(timeIntervalSince1970: 1000)
        ProgressChange.stepRead(0, of: 2, hasQuiz: true).apply(to: &lesson, now: now)
        ProgressChange.stepRead(1, of: 2, hasQuiz: true).apply(to: &lesson, now: now)
        #expect(lesson.completed == nil)
        ProgressChange.quiz(correct: 1, total: 3, stepCount: 2).apply(to: &lesson, now: now)
        #expect(lesson.completed == nil)
        ProgressChange.quiz(correct: 3, total: 3, stepCount: 2).apply(to: &lesson, now: now)
        #expect(lesson.completed == now)
        var noQuiz = LessonProgress()
        ProgressChange.stepRead(0, of: 1, hasQuiz: false).apply(to: &noQuiz, now: now)
        #expect(noQuiz.completed == now)
    }
}
