import LessonKit
import Markup
import Testing

@Suite("Snippet diff")
struct SnippetDiffTests {
    @Test func aKnownPairGivesTheExpectedUnifiedLines() {
        let before = """
        final class Greeter {
            func greet() -> String {
                let hour = Calendar.current.component(.hour, from: Date())
                return hour < 12 ? "Morning" : "Evening"
            }
        }
        """
        let after = """
        final class Greeter {
            let now: () -> Date
            init(now: @escaping () -> Date = Date.init) { self.now = now }
            func greet() -> String {
                let hour = Calendar.current.component(.hour, from: now())
                return hour < 12 ? "Morning" : "Evening"
            }
        }
        """
        let diff = SnippetDiff(before: before, after: after)
        #expect(diff.styledLines.map(\.text) == [
            "  final class Greeter {",
            "+     let now: () -> Date",
            "+     init(now: @escaping () -> Date = Date.init) { self.now = now }",
            "      func greet() -> String {",
            "-         let hour = Calendar.current.component(.hour, from: Date())",
            "+         let hour = Calendar.current.component(.hour, from: now())",
            "          return hour < 12 ? \"Morning\" : \"Evening\"",
            "      }",
            "  }",
        ])
        #expect(diff.removedCount == 1)
        #expect(diff.addedCount == 3)
        #expect(diff.lines[4].oldNumber == 3 && diff.lines[4].newNumber == nil)
        #expect(diff.lines[5].newNumber == 5 && diff.lines[5].oldNumber == nil)
        #expect(diff.lines[6].oldNumber == 4 && diff.lines[6].newNumber == 6)
    }

    @Test func rolesMarkRemovedAddedAndUnchangedLines() {
        let diff = SnippetDiff(before: "a\nb\n", after: "a\nc\n")
        #expect(diff.styledLines.map { $0.spans.first?.role } == [.unchanged, .removed, .added])
    }

    @Test func identicalSnippetsHaveNoChanges() {
        let diff = SnippetDiff(before: "x\ny\n", after: "x\ny\n")
        #expect(diff.removedCount == 0 && diff.addedCount == 0)
        #expect(diff.lines.count == 2)
    }

    @Test func contentComputesTheDiffOnlyWithBothSnippets() {
        let before = Snippet(kind: .before, path: "b", source: "a\n", lines: [])
        let after = Snippet(kind: .after, path: "a", source: "b\n", lines: [])
        #expect(LessonContent(steps: [], snippets: [.before: before, .after: after]).diff?.addedCount == 1)
        #expect(LessonContent(steps: [], snippets: [.before: before]).diff == nil)
    }
}
