// after.swift: the same card writer with two seams opened.
//
// What to look at: the new `init`, and the lines under the `// SEAM` comments.
//   - `now()` asks a closure for the time instead of calling `Date()` itself.
//   - `save` gets the bytes and the file instead of the method writing them.
// The defaults do what before.swift did, so `CardWriter()` behaves as it always
// has. The argument list of `init` is the enabling point: whoever builds the
// writer decides which clock and which disk it uses. Nothing else changed.

import Foundation

final class CardWriter {
    private let now: () -> Date
    private let save: (Data, URL) throws -> Void

    init(
        now: @escaping () -> Date = { Date() },
        save: @escaping (Data, URL) throws -> Void = { data, file in
            try data.write(to: file)
        }
    ) {
        self.now = now
        self.save = save
    }

    /// Writes "Good morning, Ada!" (or afternoon, or evening) to `card-Ada.txt`
    /// in the home folder, and returns the text it wrote.
    func writeCard(for name: String) throws -> String {
        // SEAM: the clock
        let hour = Calendar.current.component(.hour, from: now())
        let text = "\(greeting(atHour: hour)), \(name)!\n"
        let home = FileManager.default.homeDirectoryForCurrentUser
        let file = home.appendingPathComponent("card-\(name).txt")
        // SEAM: the disk
        try save(Data(text.utf8), file)
        return text
    }

    private func greeting(atHour hour: Int) -> String {
        switch hour {
        case 5..<12: return "Good morning"
        case 12..<18: return "Good afternoon"
        default: return "Good evening"
        }
    }
}
