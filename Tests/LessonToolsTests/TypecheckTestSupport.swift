import Foundation
import Testing
@testable import LessonTools

/// A fresh folder under the system's temporary directory, removed when the value goes away.
final class TypecheckScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/seams-tools-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative`, creating folders on the way.
    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    /// An executable shell script at `relative`, standing in for a compiler.
    func script(_ relative: String, _ body: String) throws -> String {
        try write(relative, "#!/bin/sh\n" + body + "\n")
        let full = path + "/" + relative
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: full)
        return full
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// The real `swiftc` for tests that compile, found the way the command finds it.
func realCompiler() throws -> SwiftCompiler {
    let environment = ProcessInfo.processInfo.environment
    let found = SwiftCompiler.locate(environment: environment,
                                     currentDirectory: FileManager.default.currentDirectoryPath)
    return try #require(found, "these tests need swiftc on PATH")
}

/// The repository's `Lessons/` folder, found from this file's location.
func repositoryLessonsFolder(file: String = #filePath) -> String {
    var url = URL(fileURLWithPath: file)
    url.deleteLastPathComponent() // LessonToolsTests
    url.deleteLastPathComponent() // Tests
    url.deleteLastPathComponent() // the package
    return url.appendingPathComponent("Lessons").path
}
