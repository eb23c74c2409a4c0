import Foundation
import SeamsCore

/// Remembers the last lesson and step between runs, in `$XDG_STATE_HOME/seams/position.json`
/// (default `~/.local/state/seams/`). A file that does not parse is moved aside, never erased.
struct PositionStore {
    var directory: String

    static func live(environment: [String: String]) -> PositionStore {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else {
            base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state"
        }
        return PositionStore(directory: base + "/seams")
    }

    var path: String { directory + "/position.json" }

    /// The saved position, or nil; a warning when a corrupt file had to be moved aside.
    func load() -> (position: ReadingPosition?, warning: String?) {
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, nil) }
        if let position = try? JSONDecoder().decode(ReadingPosition.self, from: data), position.step >= 0 {
            return (position, nil)
        }
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = path + ".corrupt-\(stamp)"
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            return (nil, "\(path) could not be read; it was moved to \(aside).")
        } catch {
            return (nil, "\(path) could not be read and was left in place.")
        }
    }

    /// Saves atomically: a temporary file renamed over the old one.
    func save(_ position: ReadingPosition) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let data = try JSONEncoder().encode(position)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
