import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The built `seams` executable and the bundled lessons, for tests that run the real app.
enum SeamsApp {
    /// `seams` sits beside the test bundle in the build folder (the test target depends on
    /// it, so it is built first).
    static var executable: String {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var directory = (bundle as NSString).deletingLastPathComponent
        // On some layouts the test binary is inside `X.xctest/`; climb out of it.
        while directory.hasSuffix(".xctest") || directory.contains(".xctest/") {
            directory = (directory as NSString).deletingLastPathComponent
        }
        return directory + "/seams"
    }

    /// A home, state and config folder of the test's own, so nothing reaches the real ones.
    /// Unless `tourSeen` is false, the preferences say the onboarding tour was seen, so the app
    /// opens on the lesson list as it does from the second start on.
    static func environment(home: TemporaryDirectory, extra: [String: String] = [:], tourSeen: Bool = true) -> [String: String] {
        if tourSeen { markTourSeen(configHome: home.file("config")) }
        return [
            "HOME": home.path,
            "XDG_STATE_HOME": home.file("state"),
            "XDG_CONFIG_HOME": home.file("config"),
            "XDG_DATA_HOME": home.file("data"),
        ].merging(extra) { _, new in new }
    }

    /// Writes the preferences file Seams reads on Linux (`$XDG_CONFIG_HOME/seams.plist`) with
    /// the tour marked as seen, unless there is one already.
    static func markTourSeen(configHome: String) {
        let path = configHome + "/seams.plist"
        guard !FileManager.default.fileExists(atPath: path) else { return }
        try? FileManager.default.createDirectory(atPath: configHome, withIntermediateDirectories: true)
        let plist = try? PropertyListSerialization.data(fromPropertyList: ["onboardingSeen": "true"], format: .xml, options: 0)
        _ = FileManager.default.createFile(atPath: path, contents: plist)
    }

    /// The preferences Seams saved in the test's config folder; empty when there is no file.
    static func preferences(home: TemporaryDirectory) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: home.file("config/seams.plist")),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [:] }
        return plist.compactMapValues { $0 as? String }
    }

    /// A lessons folder of the test's own, so editing the bundled lessons never breaks these
    /// tests: "Fixture one" (three steps, the first long enough to scroll, a seam in its
    /// diff) and "Fixture two".
    static func fixtureLessons(in home: TemporaryDirectory) throws -> String {
        let lessons = home.file("lessons")
        let long = (1...40).map { "Paragraph \($0) of the long first step." }.joined(separator: "\n\n")
        try writeLesson(in: lessons, folder: "00-fixture-one", id: "fixture-one", title: "Fixture one",
                        body: "## Long first step\n\n\(long)\n\n## Second step\n\nThe middle.\n\n## Third step\n\nThe end.\n")
        try Data("struct Card {\n    // HARD: the clock\n    let hour = 9\n}\n".utf8)
            .write(to: URL(fileURLWithPath: lessons + "/00-fixture-one/before.swift"))
        try Data("struct Card {\n    // SEAM: the clock\n    let hour: Int\n}\n".utf8)
            .write(to: URL(fileURLWithPath: lessons + "/00-fixture-one/after.swift"))
        try writeLesson(in: lessons, folder: "01-fixture-two", id: "fixture-two", title: "Fixture two")
        return lessons
    }

    /// Writes a minimal lesson folder.
    static func writeLesson(in directory: String, folder: String, id: String, title: String,
                            body: String = "## First step\n\nHello from the first step.\n\n## Second step\n\nAnd the second.\n") throws {
        let path = directory + "/" + folder
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let text = "---\nid: \(id)\ntitle: \(title)\ntechnique: Testing\nsummary: A lesson made by a test.\n---\n" + body
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/lesson.md"))
        try Data("let before = 1\n".utf8).write(to: URL(fileURLWithPath: path + "/before.swift"))
        try Data("let after = 2\n".utf8).write(to: URL(fileURLWithPath: path + "/after.swift"))
    }
}
