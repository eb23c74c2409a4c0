// before.swift: Brewline saves each receipt as a text file.
//
// What to look at: the line under `// HARD`. `Data.write(to:)` is a method
// on a value the code makes on the spot, so there is no object to swap: the
// file is really written, and stays. A test has to read it back from disk,
// delete it afterwards, and has no way to make the write fail.

import Foundation

struct MenuItem: Equatable {
    var name: String
    var price: Double
}

enum ReceiptResult: Equatable {
    case saved(URL)
    case failed(String)
}

final class ReceiptStore {
    private let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    func saveReceipt(number: Int, items: [MenuItem]) -> ReceiptResult {
        let total = items.reduce(0) { $0 + $1.price }
        let lines = ["Brewline receipt #\(number)"]
            + items.map { "\($0.name)  \(money($0.price))" }
            + ["Total  \(money(total))"]
        let text = lines.joined(separator: "\n") + "\n"
        let file = folder.appendingPathComponent("receipt-\(number).txt")
        do {
            // HARD: a real file, written by a method we cannot replace
            try Data(text.utf8).write(to: file, options: .atomic)
            return .saved(file)
        } catch {
            return .failed("Could not save receipt #\(number).")
        }
    }

    private func money(_ amount: Double) -> String {
        String(format: "%.2f", amount)
    }
}
