/// The text of a new lesson's files. The snippets are a tiny working example, so the lesson
/// type-checks from the start, and their comments say what to replace it with.
enum ScaffoldTemplates {
    static func lesson(id: String, title: String, technique: String) -> String {
        """
        ---
        id: \(yamlScalar(id))
        title: \(yamlScalar(title))
        technique: \(yamlScalar(technique))
        summary: "TODO: one sentence: what this lesson teaches."
        ---

        ## The problem

        TODO: show the hard dependency in `before.swift`: name the type and the line
        under its `// HARD:` comment. Then say what it costs a test: slow, flaky,
        leaving files or settings behind, or a branch no test can reach.

        ## The technique

        TODO: switch the reader to `after.swift` and walk through the seam: what
        changed, where the enabling point is, and why existing callers still compile.
        Show the few lines that matter in a `swift` code block.

        ## Testing through the seam

        TODO: switch the reader to `test.swift`. Show how the test picks its
        replacement at the enabling point, then check the test against FIRE: fast,
        informative, reliable, exhaustive.

        ## When to use it

        TODO: the code this technique fits, and the simpler seam to try first.

        ## When not to

        TODO: where this technique is the wrong tool, and what to use instead.

        ## What it costs

        TODO: what the seam adds (code, indirection, a default that hides a real
        dependency, an API only tests use) and how to keep that cost small.

        """
    }

    static let before = """
        // before.swift: TODO: in a line or two, what the reader should look at here.
        //
        // Replace the example below with the lesson's "before" code: a short type, in
        // a domain of your own, that reaches a hard dependency by itself. Put a
        // `// HARD: ...` comment on the line above each place it reaches out. Keep
        // the file under about 70 lines of at most 80 columns. For a view controller,
        // subclass `Screen` from Lessons/prelude.swift.

        import Foundation

        struct DiceRoller {
            func roll() -> String {
                // HARD: the real random number generator
                let value = Int.random(in: 1...6)
                return value == 6 ? "Six! Roll again." : "You rolled \\(value)."
            }
        }

        """

    static let after = """
        // after.swift: TODO: in a line or two, where the seam is and who controls it.
        //
        // Replace the example below with the same code as before.swift, seam opened.
        // Keep the type names, the order and the whitespace; change only the lines
        // around the seam, with a `// SEAM: ...` comment on the line above each one.

        import Foundation

        struct DiceRoller {
            // SEAM: the die, chosen by whoever creates the roller
            var die: () -> Int = { Int.random(in: 1...6) }

            func roll() -> String {
                let value = die()
                return value == 6 ? "Six! Roll again." : "You rolled \\(value)."
            }
        }

        """

    static let test = """
        // test.swift: TODO: in a line or two, what these tests show. They compile
        // with after.swift only: before.swift has no seam for them to use.
        //
        // Replace the example below with tests that go through the seam: each builds
        // the type at the enabling point with a test double, and none touches the
        // clock, the network, the disk or the real defaults.

        import XCTest

        final class DiceRollerTests: XCTestCase {
            func test_aSix_earnsAnotherRoll() {
                let roller = DiceRoller(die: { 6 })
                XCTAssertEqual(roller.roll(), "Six! Roll again.")
            }

            func test_anyOtherValue_isAnnounced() {
                let roller = DiceRoller(die: { 3 })
                XCTAssertEqual(roller.roll(), "You rolled 3.")
            }
        }

        """

    /// `text` as a YAML scalar on one line: plain when YAML would read it back unchanged,
    /// double-quoted otherwise (a `: `, a ` #`, a leading indicator such as `*` or `[`).
    static func yamlScalar(_ text: String) -> String {
        let indicators: Set<Character> = ["-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!",
                                          "|", ">", "'", "\"", "%", "@", "`"]
        let needsQuotes = text.isEmpty
            || indicators.contains(text.first!)
            || text.first!.isWhitespace || text.last!.isWhitespace
            || text.contains(": ") || text.contains(" #") || text.hasSuffix(":")
            || text.contains("\\") || text.contains("\"")
        guard needsQuotes else { return text }
        let escaped = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
