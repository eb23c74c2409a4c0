import Foundation
import LessonKit
import Markup
import Testing

@Suite("Swift highlighter")
struct SwiftHighlighterTests {
    private func roles(_ line: StyledLine) -> [String: TextRole] {
        var result: [String: TextRole] = [:]
        for span in line.spans { result[span.text.trimmingCharacters(in: .whitespaces)] = span.role }
        return result
    }

    @Test func classifiesKeywordsTypesStringsNumbersAndComments() {
        let lines = SwiftHighlighter.highlight("""
        // Fetches the menu.
        let menu: Menu = load("menu.json", retries: 3)
        @MainActor final class Loader {}
        """)
        #expect(lines.count == 3)
        #expect(lines[0].spans.map(\.role) == [.comment])
        let second = lines[1].spans
        #expect(second.first { $0.text == "let" }?.role == .keyword)
        #expect(second.first { $0.text == "Menu" }?.role == .type)
        #expect(second.first { $0.text == "\"menu.json\"" }?.role == .string)
        #expect(second.first { $0.text == "3" }?.role == .number)
        #expect(lines[2].spans.first { $0.text.contains("MainActor") }?.role == .attribute)
    }

    @Test func keepsTheTextExactlyLineByLine() {
        let source = "struct A {\n    var b = \"x\\ny\"\n}\n"
        let lines = SwiftHighlighter.highlight(source)
        #expect(lines.map(\.text) == ["struct A {", "    var b = \"x\\ny\"", "}"])
    }

    @Test func multiLineCommentsAreSplitPerLine() {
        let lines = SwiftHighlighter.highlight("/* one\n two */\nlet x = 1")
        #expect(lines.count == 3)
        #expect(lines[0].spans.first?.role == .comment)
        #expect(lines[1].spans.first?.role == .comment)
    }

    @Test func tabsBecomeSpaces() {
        #expect(SwiftHighlighter.highlight("\tlet x = 1").first?.text == "    let x = 1")
    }

    @Test func invalidSwiftStillShowsEveryCharacter() {
        let source = "func (( {{ let"
        #expect(SwiftHighlighter.highlight(source).map(\.text) == [source])
    }

    @Test func onlySwiftFencesAreHighlighted() {
        #expect(SwiftHighlighter.fence("let x = 1", "swift") != nil)
        #expect(SwiftHighlighter.fence("x = 1", "python") == nil)
        #expect(SwiftHighlighter.fence("x = 1", nil) == nil)
    }
}
