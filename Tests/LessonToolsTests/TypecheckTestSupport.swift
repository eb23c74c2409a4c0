import Foundation
import Testing
@testable import LessonTools
import TestSupport

extension TemporaryDirectory {
    /// An executable shell script at `relative`, standing in for a compiler.
    func script(_ relative: String, _ body: String) throws -> String {
        try write(relative, "#!/bin/sh\n" + body + "\n")
        let full = path + "/" + relative
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: full)
        return full
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
