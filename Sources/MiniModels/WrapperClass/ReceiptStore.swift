import Foundation

extension WrapperClass.Before {
    /// before.swift: the store writes the file itself, with a method on a value it makes.
    public final class ReceiptStore {
        private let folder: URL

        public init(folder: URL) {
            self.folder = folder
        }

        public func saveReceipt(number: Int, items: [WrapperClass.MenuItem]) -> WrapperClass.ReceiptResult {
            let total = items.reduce(0) { $0 + $1.price }
            let lines = ["Brewline receipt #\(number)"]
                + items.map { "\($0.name)  \(money($0.price))" }
                + ["Total  \(money(total))"]
            let text = lines.joined(separator: "\n") + "\n"
            let file = folder.appendingPathComponent("receipt-\(number).txt")
            do {
                Trace.record(.call, "Data.write(to:options: .atomic) [real], inside saveReceipt")
                // HARD: a real file, written by a method we cannot replace
                try Data(text.utf8).write(to: file, options: .atomic)
                RealDisk.recordWrite(of: file)
                return .saved(file)
            } catch {
                return .failed("Could not save receipt #\(number).")
            }
        }

        private func money(_ amount: Double) -> String {
            String(format: "%.2f", amount)
        }
    }
}

extension WrapperClass.After {
    /// after.swift: the same store, writing through the wrapper it is given.
    public final class ReceiptStore {
        private let folder: URL
        private let writer: any WrapperClass.DataWriting

        public init(folder: URL, writer: any WrapperClass.DataWriting = WrapperClass.DiskWriter()) {
            self.folder = folder
            self.writer = writer
        }

        public func saveReceipt(number: Int, items: [WrapperClass.MenuItem]) -> WrapperClass.ReceiptResult {
            let total = items.reduce(0) { $0 + $1.price }
            let lines = ["Brewline receipt #\(number)"]
                + items.map { "\($0.name)  \(money($0.price))" }
                + ["Total  \(money(total))"]
            let text = lines.joined(separator: "\n") + "\n"
            let file = folder.appendingPathComponent("receipt-\(number).txt")
            do {
                // SEAM: the wrapper writes, or whatever stands in for it
                try writer.write(Data(text.utf8), to: file)
                return .saved(file)
            } catch {
                return .failed("Could not save receipt #\(number).")
            }
        }

        private func money(_ amount: Double) -> String {
            String(format: "%.2f", amount)
        }
    }
}
