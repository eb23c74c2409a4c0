import Foundation
import TestSupport

extension TemporaryDirectory {
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
