// before.swift: a greeting-card writer with two hard dependencies.
//
// What to look at: the lines under the two `// HARD` comments.
//   - `Date()` reads the real clock: the greeting depends on when you run it.
//   - `write(to:)` saves into your real home folder, and the file stays there.
// Both choices are made inside `writeCard(for:)`. A test cannot reach either
// one: there is no seam.

import Foundation

final class CardWriter {
    /// Writes "Good morning, Ada!" (or afternoon, or evening) to `card-Ada.txt`
    /// in the home folder, and returns the text it wrote.
    func writeCard(for name: String) throws -> String {
        // HARD: the real clock
        let hour = Calendar.current.component(.hour, from: Date())
        let text = "\(greeting(atHour: hour)), \(name)!\n"
        let home = FileManager.default.homeDirectoryForCurrentUser
        let file = home.appendingPathComponent("card-\(name).txt")
        // HARD: the real disk
        try Data(text.utf8).write(to: file)
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
