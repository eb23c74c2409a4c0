import Foundation
import TestSupport

extension TemporaryDirectory {
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
