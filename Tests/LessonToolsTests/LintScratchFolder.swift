import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
/// Every test that writes files writes them here and nowhere else.
final class LintScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/seams-lint-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative`, creating folders on the way.
    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    /// A symbolic link at `relative` pointing at `destination` (absolute, or relative to the link).
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    /// A lesson that lints clean: front matter, two steps, before and after.
    func cleanLesson(_ folder: String, id: String, frontMatterExtra: String = "") throws {
        try write("\(folder)/lesson.md", """
        ---
        id: \(id)
        title: A title
        technique: A technique
        summary: A summary.
        \(frontMatterExtra)---

        ## The problem

        Some text.

        ## The fix

        More text.

        """)
        try write("\(folder)/before.swift", "struct Greeter {}\n")
        try write("\(folder)/after.swift", "struct Greeter { var name = \"\" }\n")
    }
}
