import Foundation

/// A fresh directory under the system's temporary folder, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/seams-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative` below the directory, creating folders on the way.
    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func writeData(_ relative: String, _ data: Data) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    /// A lesson folder with front matter and body.
    func lesson(_ folder: String, id: String, title: String = "A title", body: String = "## One\n\nText.\n") throws {
        try write("\(folder)/lesson.md", """
        ---
        id: \(id)
        title: \(title)
        technique: A technique
        summary: A summary.
        ---
        \(body)
        """)
    }
}
