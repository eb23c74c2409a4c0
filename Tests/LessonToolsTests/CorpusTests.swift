import Foundation
import LessonTools
import Testing

/// Each folder under `Corpus/` is a small lessons folder holding `expected.txt`: the exact
/// output `seams lint` must print for it, with paths relative to the case folder. A missing
/// or an extra line fails the case.
@Suite("Lint corpus")
struct CorpusTests {
    /// SwiftPM resources are not set up for this target, so the corpus is found beside this file.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus").path

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    @Test func theCorpusHasAtLeastTwentyCases() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func producesExactlyTheExpectedDiagnostics(_ name: String) throws {
        let folder = Self.corpus + "/" + name
        let expected = try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let report = try LessonLinter().lint(directory: folder)
        let actual = report.text.split(separator: "\n").map { $0.replacingOccurrences(of: folder + "/", with: "") }

        let missing = expected.filter { !actual.contains($0) }
        let extra = actual.filter { !expected.contains($0) }
        #expect(missing.isEmpty, "not reported:\n\(missing.joined(separator: "\n"))")
        #expect(extra.isEmpty, "reported but not expected:\n\(extra.joined(separator: "\n"))")
        #expect(actual == expected, "same lines, different order or count")
    }
}
