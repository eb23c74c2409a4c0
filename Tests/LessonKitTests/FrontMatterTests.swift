import LessonKit
import Testing

@Suite("Front matter")
struct FrontMatterTests {
    @Test func parsesTheRequiredKeysAndFindsTheBody() throws {
        let text = """
        ---
        id: constructor-injection
        title: "Constructor injection"
        technique: Parameterize constructor
        summary: Pass the dependency in.
        model: fetcher
        ---
        ## First
        Body.
        """
        let source = try FrontMatterParser.parse(text, path: "L/lesson.md").get()
        #expect(source.frontMatter.id == "constructor-injection")
        #expect(source.frontMatter.title == "Constructor injection")
        #expect(source.frontMatter.technique == "Parameterize constructor")
        #expect(source.frontMatter.otherKeys == ["model"])
        #expect(source.bodyLine == 8)
        #expect(source.body.hasPrefix("## First"))
    }

    @Test func aYAMLErrorIsReportedAtTheFilesOwnLineAndColumn() {
        let text = """
        ---
        id: broken
        title: [unclosed
        technique: x
        summary: y
        ---
        """
        let error = diagnostic(text)
        // YAML line 2 of the front matter is line 3 of the file.
        #expect(error.path == "L/lesson.md")
        #expect(error.line >= 3)
        #expect(error.located.hasPrefix("L/lesson.md:\(error.line):\(error.column): front matter: "))
    }

    @Test func aTabIndentErrorPointsAtItsLine() {
        let text = "---\nid: a\ntitle: b\n\ttechnique: c\nsummary: d\n---\n"
        let error = diagnostic(text)
        #expect(error.line == 4)
        #expect(error.message.contains("front matter"))
    }

    @Test func aMissingKeyIsNamed() {
        let error = diagnostic("---\nid: a\ntitle: b\nsummary: d\n---\nbody\n")
        #expect(error.message == "missing required key 'technique' in front matter")
        #expect(error.line == 5)
    }

    @Test func aKeyOfTheWrongTypeIsReportedWhereItStands() {
        let error = diagnostic("---\nid: a\ntitle:\n  - b\ntechnique: c\nsummary: d\n---\n")
        #expect(error.message == "'title' must be a string")
        #expect(error.line == 4)
    }

    @Test func noFrontMatterAtAll() {
        let error = diagnostic("# Just markdown\n")
        #expect(error.line == 1)
        #expect(error.message.contains("must start with YAML front matter"))
    }

    @Test func unclosedFrontMatter() {
        let error = diagnostic("---\nid: a\ntitle: b\n")
        #expect(error.message.contains("not closed"))
    }

    @Test func frontMatterThatIsNotAMapping() {
        let error = diagnostic("---\n- a\n- b\n---\n")
        #expect(error.message.contains("must be a mapping"))
    }

    @Test func diagnosticsPrintInTheCompilersFormat() {
        let diagnostic = Diagnostic(path: "a/lesson.md", line: 3, column: 7, message: "bad")
        #expect(diagnostic.description == "a/lesson.md:3:7: error: bad")
        #expect(diagnostic.located == "a/lesson.md:3:7: bad")
    }

    private func diagnostic(_ text: String) -> Diagnostic {
        switch FrontMatterParser.parse(text, path: "L/lesson.md") {
        case .success: Issue.record("expected a diagnostic"); return Diagnostic(path: "", line: 1, message: "")
        case .failure(let diagnostic): return diagnostic
        }
    }
}
