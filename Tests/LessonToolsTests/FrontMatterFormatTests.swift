import LessonKit
import Testing

/// The front-matter keys this version adds, as the app reads them: `snippets`, `quiz` and
/// `model`. A malformed optional key never breaks a lesson.
@Suite("Front matter: snippets, quiz, model")
struct FrontMatterFormatTests {
    private func frontMatter(_ extra: String) throws -> FrontMatter {
        let text = "---\nid: clock\ntitle: T\ntechnique: X\nsummary: S\n\(extra)---\n## One\nText.\n"
        return try FrontMatterParser.parse(text, path: "L/lesson.md").get().frontMatter
    }

    @Test func snippetFilesAreReadFromTheMapping() throws {
        let front = try frontMatter("snippets:\n  before: start.swift\n  test: checks/test.swift\n")
        #expect(front.snippetFiles == [.before: "start.swift", .test: "checks/test.swift"])
    }

    @Test func aMalformedSnippetsKeyFallsBackToTheDefaults() throws {
        #expect(try frontMatter("snippets: before.swift\n").snippetFiles.isEmpty)
        #expect(try frontMatter("snippets:\n  before: [a, b]\n  befor: x.swift\n").snippetFiles.isEmpty)
    }

    @Test func aQuizIsReadWithTheLineOfEachQuestion() throws {
        let front = try frontMatter("""
        quiz:
          - question: Which line is the seam?
            choices:
              - text: The call to Date()
              - text: The init parameter now
                correct: true
            explanation: A test can pass its own clock.
          - question: Second?
            choices:
              - text: "true"
                correct: "true"
            explanation: Quoted true is text.

        """)
        #expect(front.quiz.count == 2)
        let first = front.quiz[0]
        #expect(first.question == "Which line is the seam?")
        #expect(first.choices == [.init(text: "The call to Date()"), .init(text: "The init parameter now", isCorrect: true)])
        #expect(first.explanation == "A test can pass its own clock.")
        #expect(first.line == 7)
        #expect(first.isAnswerable)
        #expect(front.quiz[1].line == 13)
        // A quoted "true" is a string, so the choice is not marked correct.
        #expect(front.quiz[1].choices == [.init(text: "true", isCorrect: false)])
        #expect(!front.quiz[1].isAnswerable)
    }

    @Test func aBrokenQuizLeavesTheLessonLoadable() throws {
        #expect(try frontMatter("quiz: what?\n").quiz.isEmpty)
        let front = try frontMatter("quiz:\n  - just text\n  - question: Q\n    choices: nope\n")
        #expect(front.quiz == [QuizQuestion(question: "Q", choices: [], explanation: "", line: 8)])
    }

    @Test func modelIsReadAndTheOtherKeysStillListed() throws {
        let front = try frontMatter("model: clock\nnotes:\n  - anything\n")
        #expect(front.model == "clock")
        #expect(front.otherKeys == ["model", "notes"])
        #expect(try frontMatter("model: [a]\n").model == nil)
    }

    @Test func aDuplicatedKeyIsNamedAtItsFirstLine() {
        let text = "---\nid: clock\ntitle: One\ntechnique: X\ntitle: Two\nsummary: S\n---\n"
        guard case .failure(let diagnostic) = FrontMatterParser.parse(text, path: "L/lesson.md") else {
            Issue.record("expected a diagnostic")
            return
        }
        #expect(diagnostic.located == "L/lesson.md:3:1: front matter: 'title' appears more than once; keep only one")
    }

    @Test func entriesKeepTheirPositionsInTheFile() throws {
        let text = "---\nid: clock\nsnippets:\n  before: start.swift\n---\nbody\n"
        let block = try FrontMatterParser.split(text, path: "L/lesson.md").get()
        #expect(block.closingLine == 5)
        #expect(block.bodyLine == 6)
        let entries = try FrontMatterParser.entries(of: block, path: "L/lesson.md").get()
        #expect(entries.map(\.key) == ["id", "snippets"])
        let before = try #require(entries.entry("snippets")?.value.mapping?.entry("before"))
        #expect((before.line, before.column) == (4, 3))
        #expect((before.value.line, before.value.column) == (4, 11))
        #expect(before.value.string == "start.swift")
    }
}
