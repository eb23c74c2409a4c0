import Foundation
import TestSupport
import LessonKit
@testable import LessonTools
import Testing

/// The checks one at a time, on inputs too small to need a lessons folder.
@Suite("Lint checks")
struct LintCheckTests {
    private func entries(_ yaml: String) throws -> [FrontMatterEntry] {
        let block = try FrontMatterParser.split("---\n\(yaml)---\n", path: "L/lesson.md").get()
        return try FrontMatterParser.entries(of: block, path: "L/lesson.md").get()
    }

    @Test func suggestionsOnlyForLikelyTypos() {
        let keys = FrontMatter.knownKeys
        #expect(Suggestion.closest(to: "titel", among: keys) == "title")
        #expect(Suggestion.closest(to: "sumary", among: keys) == "summary")
        #expect(Suggestion.closest(to: "Title", among: keys) == "title")
        #expect(Suggestion.closest(to: "snippet", among: keys) == "snippets")
        #expect(Suggestion.closest(to: "quizz", among: keys) == "quiz")
        #expect(Suggestion.closest(to: "author", among: keys) == nil)
        #expect(Suggestion.closest(to: "x", among: keys) == nil)
        #expect(Suggestion.closest(to: "mdl", among: keys) == nil)
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(Suggestion.editDistance(Array("titel"), Array("title")) == 1)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.editDistance(Array("same"), Array("same")) == 0)
    }

    @Test func slugs() {
        #expect(LessonFolderName.isValidID("constructor-injection"))
        #expect(LessonFolderName.isValidID("a1"))
        for bad in ["", "-a", "a-", "a--b", "A", "a_b", "é", "a b"] {
            #expect(!LessonFolderName.isValidID(bad), "\(bad)")
        }
        #expect(Suggestion.slug("Clock_Face") == "clock-face")
        #expect(Suggestion.slug("__") == "")
    }

    @Test func modelsAreCheckedOnlyWhenTheRegistryIsKnown() throws {
        let front = try entries("model: fetchr\n")
        #expect(FrontMatterChecks.model(front, knownModels: nil, path: "L").isEmpty)
        #expect(FrontMatterChecks.model(front, knownModels: ["fetchr"], path: "L").isEmpty)
        #expect(FrontMatterChecks.model(front, knownModels: ["fetcher", "clock"], path: "L").map(\.description)
                == ["L:2:8: error: unknown model 'fetchr': did you mean 'fetcher'?"])
        #expect(FrontMatterChecks.model(front, knownModels: ["clock", "disk"], path: "L").map(\.message)
                == ["unknown model 'fetchr': the known models are 'clock' and 'disk'"])
        #expect(FrontMatterChecks.model(front, knownModels: [], path: "L").map(\.message)
                == ["unknown model 'fetchr': no models are registered yet; remove the 'model' line"])
    }

    @Test func theLinterPassesItsModelsToTheCheck() throws {
        let dir = try TemporaryDirectory()
        try dir.cleanLesson("01-clock", id: "clock", frontMatterExtra: "model: clok\n")
        #expect(try LessonLinter().lint(directory: dir.path).findings.isEmpty)
        let report = try LessonLinter(knownModels: ["clock"]).lint(directory: dir.path)
        #expect(report.findings.map(\.diagnostic.message) == ["unknown model 'clok': did you mean 'clock'?"])
    }

    @Test func markdownLinesAreFileLines() {
        // The body starts on line 10 of lesson.md; the fence opens on its 5th line.
        let body = "## One\n\nText.\n\n```swift\nlet x = 1\n"
        let found = MarkdownChecks.check(body: body, bodyLine: 10, path: "L")
        #expect(found.map(\.description) == [
            "L:14:1: error: code fence is never closed; everything after it shows as code: "
            + "close it with a line of ``` after the code",
        ])
    }

    @Test func anEmptyStepIsReportedAtItsHeading() {
        let found = MarkdownChecks.check(body: "\n## Empty\n\n## Full\n\nText.\n", bodyLine: 7, path: "L")
        #expect(found.map(\.description) == [
            "L:8:1: error: step 'Empty' is empty: write its text under the heading, or remove the heading",
        ])
    }

    @Test func aBodyWithoutStepsIsAWarning() {
        let found = MarkdownChecks.check(body: "Only text.\n", bodyLine: 7, path: "L")
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.line == 7)
    }

    @Test func aCorrectQuizHasNoFindings() throws {
        let front = try entries("""
        quiz:
          - question: Q?
            choices:
              - text: A
                correct: false
              - text: B
                correct: true
            explanation: Because.

        """)
        #expect(QuizChecks.check(front, path: "L").isEmpty)
    }

    @Test func quizProblemsAreReportedAtTheQuestion() throws {
        let front = try entries("""
        quiz:
          - question: Q?
            choices:
              - text: A

        """)
        #expect(QuizChecks.check(front, path: "L").map(\.description) == [
            "L:3:5: error: quiz question 1 has 1 choice: give at least two",
            "L:3:5: error: quiz question 1 has no correct choice: add 'correct: true' to the right one",
            "L:3:5: error: quiz question 1 has no 'explanation': add 'explanation: ...' with why the correct choice is right",
        ])
    }
}
