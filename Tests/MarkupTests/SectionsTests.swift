import Testing
import Markup

@Suite("Sections")
struct SectionsTests {
    private let lesson = """
        Intro line.

        ## First step
        Body one.

        ```swift
        ## not a heading
        ```
        ### Sub heading stays
        ## Second step ##
        Body two.
        """

    @Test func splitsAtLevelTwoHeadingsOutsideFences() {
        #expect(Markdown.sections(lesson) == [
            MarkdownSection(title: nil, body: "Intro line.\n", bodyStartLine: 1),
            MarkdownSection(
                title: "First step",
                body: "Body one.\n\n```swift\n## not a heading\n```\n### Sub heading stays",
                bodyStartLine: 4),
            MarkdownSection(title: "Second step", body: "Body two.", bodyStartLine: 11),
        ])
    }

    @Test func bodyLinesMapBackToTheWholeText() {
        let lines = lesson.split(separator: "\n", omittingEmptySubsequences: false)
        for section in Markdown.sections(lesson) {
            for block in Markdown.parse(section.body).blocks {
                let original = lines[block.line + section.bodyStartLine - 2]
                let first = section.body.split(separator: "\n", omittingEmptySubsequences: false)[block.line - 1]
                #expect(original == first)
            }
        }
    }

    @Test func whitespaceBeforeTheFirstHeadingIsNotASection() {
        #expect(Markdown.sections("\n   \n## A\nx") == [MarkdownSection(title: "A", body: "x", bodyStartLine: 4)])
    }

    @Test func headingOnTheLastLineHasAnEmptyBody() {
        #expect(Markdown.sections("## Only") == [MarkdownSection(title: "Only", body: "", bodyStartLine: 2)])
    }

    @Test func tildeFencesAndUnclosedFencesAlsoProtectHeadings() {
        #expect(Markdown.sections("~~~\n## no\n~~~\n## yes\n```\n## never\n").map(\.title) == [nil, "yes"])
    }

    @Test func otherHeadingsAndLookalikesDoNotSplit() {
        #expect(Markdown.sections("# Title\n##NoSpace\n### Three\n    ## indented code-like").map(\.title) == [nil])
    }

    @Test func textWithoutHeadingsIsOneUntitledSection() {
        #expect(Markdown.sections("just text") == [MarkdownSection(title: nil, body: "just text", bodyStartLine: 1)])
    }
}
