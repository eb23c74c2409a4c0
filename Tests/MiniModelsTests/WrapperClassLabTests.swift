import Foundation
import MiniModels
import Testing

private typealias WC = WrapperClass

@Suite struct WrapperClassLabTests {
    private let firstReceipt = """
        Brewline receipt #1
        Flat White  3.20
        Almond Croissant  2.75
        Total  5.95

        """
    private let secondReceipt = """
        Brewline receipt #2
        Mocha  3.60
        Total  3.60

        """

    private let thirdReceipt = """
        Brewline receipt #3
        Cortado  2.90
        Cinnamon Bun  3.10
        Espresso  2.50
        Total  8.50

        """

    private func receipt(_ number: Int, in environment: LabEnvironment) -> URL {
        WC.receiptsFolder(in: environment.scratch).appendingPathComponent("receipt-\(number).txt")
    }

    /// A receipt's text as it is on disk. (Read before `#expect`: a closure whose only `try`
    /// is inside the macro is not seen as throwing.)
    private func text(of number: Int, in environment: LabEnvironment) throws -> String {
        try String(contentsOf: receipt(number, in: environment), encoding: .utf8)
    }

    @Test func beforeRunWritesRealFilesThatStay() async throws {
        try await withLabEnvironment { environment in
            let lab = WC.Lab(variant: .before, environment: environment)
            let summary = await lab.runScript()
            #expect(summary.sideEffects == SideEffectCounts(filesWritten: 2))
            let receipt1 = try text(of: 1, in: environment)
            #expect(receipt1 == firstReceipt)
            let receipt2 = try text(of: 2, in: environment)
            #expect(receipt2 == secondReceipt)
            let events = await lab.events()
            #expect(events.messages(.fileWrite) == [
                "receipts/receipt-1.txt (\(firstReceipt.utf8.count) bytes)",
                "receipts/receipt-2.txt (\(secondReceipt.utf8.count) bytes)",
            ])
            #expect(events.messages(.output).last == "receipts/ on disk: 2 files: receipt-1.txt, receipt-2.txt")

            // A new lab is the app started again: the numbering goes on from the folder.
            let again = WC.Lab(variant: .before, environment: environment)
            await again.perform("save")
            let receipt3 = try text(of: 3, in: environment)
            #expect(receipt3 == thirdReceipt)
            #expect(again.trace.events.messages(.fileWrite) == ["receipts/receipt-3.txt (\(thirdReceipt.utf8.count) bytes)"])
            #expect(again.status.graph.children.first?.detail == "3 files on disk")
        }
    }

    @Test func beforeCannotSwapNorFail() async throws {
        try await withLabEnvironment { environment in
            let lab = WC.Lab(variant: .before, environment: environment)
            await lab.swap()
            #expect(lab.status.isSwapped == false)
            #expect(lab.trace.events.messages(.swap).first?.hasPrefix("no seam") == true)
            await lab.perform("fail")
            #expect(lab.trace.events.messages(.note).last?.hasPrefix("the real disk cannot be told to fail") == true)
            await lab.perform("save")
            #expect(lab.trace.totalSideEffects == SideEffectCounts(filesWritten: 1))
            #expect(lab.status.graph.holds.first?.isDouble == false)
        }
    }

    @Test func afterWithTheRecorderWritesNoFiles() async throws {
        try await withLabEnvironment { environment in
            let lab = WC.Lab(variant: .after, environment: environment)
            await lab.swap()
            let run = await lab.runScript()
            #expect(run.sideEffects == SideEffectCounts())
            let folder = WC.receiptsFolder(in: environment.scratch)
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).isEmpty)
            let events = lab.trace.events
            #expect(events.messages(.call) == [
                "RecordingWriter.write(_:to:) [double], call 1: kept in memory, receipts/receipt-1.txt, \(firstReceipt.utf8.count) bytes",
                "RecordingWriter.write(_:to:) [double], call 2: kept in memory, receipts/receipt-2.txt, \(secondReceipt.utf8.count) bytes",
            ])
            #expect(events.messages(.output).suffix(2) == [
                "receipts/ on disk: 0 files (the recorder writes none)",
                "RecordingWriter keeps 2 in memory: receipt-1.txt, receipt-2.txt",
            ])
            #expect(lab.status.graph.holds == [HeldDependency("writer", "RecordingWriter (files: 2, writes: 2)", isDouble: true)])
        }
    }

    @Test func swappingMidRunChangesTheEventsThatFollow() async throws {
        try await withLabEnvironment { environment in
            let lab = WC.Lab(variant: .after, environment: environment)
            await lab.perform("save")
            let mark = lab.trace.lastSequence
            await lab.swap()
            await lab.perform("save")
            await lab.perform("list")
            let before = lab.trace.events.filter { $0.sequence <= mark }
            let after = lab.trace.events(after: mark)
            #expect(before.messages(.call) == ["DiskWriter.write(_:to:) [real]"])
            #expect(before.messages(.fileWrite) == ["receipts/receipt-1.txt (\(firstReceipt.utf8.count) bytes)"])
            #expect(after.messages(.fileWrite).isEmpty)
            #expect(after.messages(.call).first?.hasPrefix("RecordingWriter.write(_:to:) [double], call 1: kept in memory, receipts/receipt-2.txt") == true)
            #expect(after.messages(.output) == [
                "saved receipt #2 at receipts/receipt-2.txt",
                "receipts/ on disk: 1 file: receipt-1.txt (the recorder writes none)",
                "RecordingWriter keeps 1 in memory: receipt-2.txt",
            ])
            #expect(!FileManager.default.fileExists(atPath: receipt(2, in: environment).path))
        }
    }

    @Test func theRecorderCountsWritesAndItsErrorReachesTheCatch() async throws {
        try await withLabEnvironment { environment in
            let lab = WC.Lab(variant: .after, environment: environment)
            await lab.swap()
            await lab.perform("save")
            await lab.perform("fail")
            await lab.perform("save")
            let events = lab.trace.events
            #expect(events.messages(.error) == ["failed: Could not save receipt #2."])
            #expect(events.messages(.call).last?.hasPrefix("RecordingWriter.write(_:to:) [double], call 2: throws") == true)
            #expect(lab.status.graph.holds.first?.implementation == "RecordingWriter (files: 1, writes: 2, throws)")
            await lab.perform("fail")
            await lab.perform("save")
            #expect(lab.trace.events.messages(.output).contains("saved receipt #2 at receipts/receipt-2.txt"))
            #expect(lab.status.graph.holds.first?.implementation == "RecordingWriter (files: 2, writes: 3)")
            #expect(lab.trace.totalSideEffects == SideEffectCounts())
        }
    }

    @Test func resetKeepsTheFilesAndWritesToDiskAgain() async throws {
        try await withLabEnvironment { environment in
            let lab = WC.Lab(variant: .after, environment: environment)
            await lab.perform("save")
            await lab.swap()
            await lab.perform("save")
            await lab.reset()
            #expect(lab.status.isSwapped == false)
            #expect(lab.status.graph.holds == [HeldDependency("writer", "DiskWriter", isDouble: false)])
            await lab.perform("save")
            #expect(lab.trace.events.messages(.fileWrite).last == "receipts/receipt-2.txt (\(secondReceipt.utf8.count) bytes)")
            let receipt1 = try text(of: 1, in: environment)
            #expect(receipt1 == firstReceipt)
        }
    }

    @Test func descriptorKeysAreTheLabsOwnAndTheScriptUsesItsActions() {
        let entry = LabCatalog.Entry(WC.descriptor) { WC.Lab(variant: $0, environment: $1) }
        let keys = entry.descriptor.actions.map(\.key)
        #expect(Set(keys).isSubset(of: Set("acefiotuvyz")))
        #expect(Set(keys).count == keys.count)
        #expect(entry.descriptor.script.allSatisfy { id in entry.descriptor.actions.contains { $0.id == id } })
    }
}
