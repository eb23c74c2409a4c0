import LessonKit
import Testing
@testable import LessonTools

/// Compiler output parsing, without a compiler: the text below is what swiftc prints with
/// `-diagnostic-style=llvm`.
@Suite struct TypecheckOutputTests {
    let parser = CompilerOutput(
        displayPaths: ["/work/x/Lessons/03-y/after.swift": "Lessons/03-y/after.swift",
                       "/work/x/Lessons/03-y/test.swift": "Lessons/03-y/test.swift",
                       "/tmp/s/prelude/prelude.swift": "Lessons/prelude.swift"],
        fallbackPath: "Lessons/03-y/after.swift")

    @Test func errorsAndWarningsAreMappedToTheAuthorsPaths() {
        let output = """
        /work/x/Lessons/03-y/after.swift:5:14: error: cannot convert value of type 'String' to specified type 'Int'
        let x: Int = "s"
                     ^~~
        /work/x/Lessons/03-y/test.swift:12:9: warning: initialization of immutable value 'y' was never used [#no-usage]
                let y = 2
                ~~~~^
        """
        #expect(parser.diagnostics(from: output) == [
            Diagnostic(path: "Lessons/03-y/after.swift", line: 5, column: 14,
                       message: "cannot convert value of type 'String' to specified type 'Int'"),
            Diagnostic(path: "Lessons/03-y/test.swift", line: 12, column: 9, severity: .warning,
                       message: "initialization of immutable value 'y' was never used [#no-usage]"),
        ])
    }

    @Test func notesAndRemarksAreDropped() {
        let output = """
        /work/x/Lessons/03-y/after.swift:3:1: error: no exact matches in call to global function 'f'
        /work/x/Lessons/03-y/after.swift:1:6: note: candidate expects value of type 'Int' for parameter #1
        /work/x/Lessons/03-y/after.swift:1:6: remark: something informative
        """
        #expect(parser.diagnostics(from: output).map(\.line) == [3])
    }

    @Test func aDiagnosticInThePreludeIsReportedAgainstThePreludeFile() {
        let output = "/tmp/s/prelude/prelude.swift:20:5: error: cannot find 'x' in scope"
        #expect(parser.diagnostics(from: output).map(\.description)
            == ["Lessons/prelude.swift:20:5: error: cannot find 'x' in scope"])
    }

    @Test func driverErrorsWithoutALocationGoToTheRunsFirstSnippet() {
        let output = """
        <unknown>:0: error: error opening input file 'gone.swift' (No such file or directory)
        error: unknown argument: '-bogus'
        error: compile command failed with exit code 1 (use -v to see invocation)
        """
        #expect(parser.diagnostics(from: output).map(\.description) == [
            "Lessons/03-y/after.swift:1:1: error: swiftc: error opening input file 'gone.swift' (No such file or directory)",
            "Lessons/03-y/after.swift:1:1: error: swiftc: unknown argument: '-bogus'",
        ])
    }

    @Test func quotedSourceLinesThatLookLikeDiagnosticsAreIgnored() {
        let output = """
        /work/x/Lessons/03-y/after.swift:2:9: error: cannot find 'report' in scope
        let s = "a.swift:1:2: error: not a real one"; report(s)
        // see /x.swift:1:2: error: nor this
        """
        #expect(parser.diagnostics(from: output).count == 1)
    }

    @Test func aFileTheRunDidNotNameKeepsItsOwnPath() {
        let output = "/usr/lib/swift/x.swiftinterface:7:3: warning: something in the SDK"
        #expect(parser.diagnostics(from: output).map(\.path) == ["/usr/lib/swift/x.swiftinterface"])
    }
}
