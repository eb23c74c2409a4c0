// after.swift: the same store, writing through a wrapper it can swap.
//
// What to look at: the lines under `// SEAM`.
//   - `DataWriting` is the one operation the store needs, in our words.
//   - `DiskWriter` wraps `Data.write(to:options:)`: one line, no logic.
//   - The store takes any `DataWriting`, the disk by default, and calls it
//     where it used to call `Data` directly.

import Foundation

struct MenuItem: Equatable {
    var name: String
    var price: Double
}

enum ReceiptResult: Equatable {
    case saved(URL)
    case failed(String)
}

// SEAM: what the store needs, as a type we own
protocol DataWriting {
    func write(_ data: Data, to url: URL) throws
}

// SEAM: the real wrapper only forwards to Foundation
struct DiskWriter: DataWriting {
    func write(_ data: Data, to url: URL) throws {
        try data.write(to: url, options: .atomic)
    }
}

final class ReceiptStore {
    private let folder: URL
    private let writer: DataWriting

    init(folder: URL, writer: DataWriting = DiskWriter()) {
        self.folder = folder
        self.writer = writer
    }

    func saveReceipt(number: Int, items: [MenuItem]) -> ReceiptResult {
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
